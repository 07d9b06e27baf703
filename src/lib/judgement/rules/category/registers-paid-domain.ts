import { str, tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { FREE_DOMAIN_TEXT, REGISTRAR_TEXT, REGISTRATION_PARAMS } from '../../vocabulary/money-words.ts';

/** The name's words and the tool's whole name in lower case: "renew" hides in "renewDomain", read as "new". */
const nameText = (facts: Facts) => `${facts.tokens.join(' ')} ${facts.name.toLowerCase()}`;

export default defineRule({
  id: 'registers-paid-domain',
  stage: 'category',
  summary:
    "It buys, renews, registers or transfers in a domain with a registrar (a registration period, a renewal, a registrant's contacts, a price in sight): a registrar charges for each, unless the description says the domain is free or already paid for. Financial, held for approval.",
  when: (facts, state) => {
    if (state.readOnly || !facts.tokens.some((token) => /^domains?$/.test(token))) return undefined;
    if (FREE_DOMAIN_TEXT.test(`${facts.tokens.join(' ')} ${facts.description}`)) return undefined;
    const text = nameText(facts);
    // Buying or renewing a domain is paid whatever else is said.
    const bought = /\b(?:buy|purchase|renew)/.exec(text)?.[0];
    if (bought !== undefined) return { signal: 'name', match: `${bought} domain` };
    // Registering or transferring one in is paid at a registrar: the description or the parameters show one.
    const registered = /\b(?:register|transfer)/.exec(text)?.[0];
    if (registered === undefined) return undefined;
    const registrar =
      REGISTRAR_TEXT.exec(facts.description)?.[0] ??
      facts.params.find((parameter) => REGISTRATION_PARAMS.test(parameter.name))?.name;
    return registrar !== undefined ? { signal: 'name', match: `${registered} domain (${registrar})` } : undefined;
  },
  then: {
    category: 'Financial',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['denial-of-wallet'],
    outcome: 'a domain bought or renewed on the account that nobody asked for',
    held: 'a registrar charges the account for it',
    weight: 1,
  },
  says: '"{match}": a registrar charges for it',
  examples: {
    fires: [
      tool('register_domain', 'Register a domain name for a number of years.', {
        domain: str,
        years: { type: 'integer' },
      }),
      tool('renewDomain', 'Renew a domain.', { domain: str }),
      tool('transfer_domain', 'Transfer a domain in from another registrar.', { domain: str, auth_code: str }),
    ],
    quiet: [
      tool('register_sending_domain', 'Register a sending domain and return the DNS records to verify it.', {
        domain: str,
      }),
      tool('claim_free_domain', 'Claim a free domain and register it.', { domain: str }),
      tool('get_domain_renewal_info', 'Get the renewal date of a domain.', { domain: str }),
    ],
  },
});
