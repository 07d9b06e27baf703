import { wordSet } from '../../vocabulary/word-set.ts';
import { forVerb, hasNoun } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { ADDRESS_NOUNS, ISSUING_WORDS } from '../../vocabulary/issued.ts';

/** Things a service issues and keeps when asked to generate one (a signed upload URL, a subdomain, a key). */
const ISSUED_OBJECTS = wordSet(
  'subdomain subdomains domain token tokens key keys password certificate certificates invite invitation credential credentials secret secrets',
);
export default defineRule({
  id: 'context-issued-object',
  stage: 'context',
  summary:
    'Generating a URL, a subdomain, a key or an invitation makes the service issue and keep it: not a computation.',
  when: forVerb(
    (verb, facts) =>
      verb.lemma === 'generate' &&
      (hasNoun(facts, ISSUED_OBJECTS) ||
        // An address is issued only when the service grants something with it; otherwise the tool composes it.
        (hasNoun(facts, ADDRESS_NOUNS) &&
          (ISSUING_WORDS.test(facts.inferred.name.tokens.join(' ')) ||
            ISSUING_WORDS.test(facts.inferred.description.sentence)))),
  ),
  then: { verbClass: 'create' },
  says: '"{match}" here makes the service issue and keep something',
  examples: {
    fires: [
      { name: 'generate_upload_url', description: 'Generate a signed upload URL.' },
      { name: 'generate_portal_link', description: 'Generate a billing portal link for a customer.' },
    ],
    quiet: [
      { name: 'generate_summary', description: 'Generate a summary of a text.' },
      { name: 'generate_consent_url', description: 'Generate the consent URL for the given client and scopes.' },
    ],
  },
});
