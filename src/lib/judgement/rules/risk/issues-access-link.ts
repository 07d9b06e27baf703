import { tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { ADDRESS_NOUNS, ISSUING_WORDS } from '../../vocabulary/issued.ts';

export default defineRule({
  id: 'issues-access-link',
  stage: 'risk',
  summary:
    'It issues a link that grants access to whoever holds it (a sharing link, a sign-in or upload link, a billing-portal session): the link works without the account, so it can hand private data or the account itself to anyone it reaches. High risk, approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const link = nameWords(facts, ADDRESS_NOUNS);
    if (link === undefined) return undefined;
    const issuing = ISSUING_WORDS.exec(`${facts.tokens.join(' ')} ${facts.first}`);
    return issuing ? { signal: 'name', match: `${issuing[0].toLowerCase()} ${link}` } : undefined;
  },
  then: {
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['data-exfiltration', 'confused-deputy'],
    flow: { sink: true },
    outcome:
      'a working link to private data or to the account in the hands of whoever the agent was told to send it to',
  },
  says: 'a "{match}" gives access to whoever holds it',
  examples: {
    fires: [
      tool('create_share_link', 'Create a sharing link for a file.'),
      tool('generate_upload_url', 'Generate an upload URL with credentials for the site file manager.'),
    ],
    quiet: [tool('create_link', 'Create a link between two issues.'), tool('get_share_link', 'Get a sharing link.')],
  },
});
