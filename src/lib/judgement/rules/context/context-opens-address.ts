import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'context-opens-address',
  stage: 'context',
  summary: 'Opening a URL loads whatever the address serves into a live session: navigation.',
  when: forVerb(
    (verb, facts) =>
      verb.lemma === 'open' &&
      (facts.inferred.schema.url.length > 0 ||
        facts.inferred.name.nouns.some((noun) => noun === 'url' || noun === 'link')),
  ),
  then: { verbClass: 'interact' },
  says: '"{match}" on an address navigates a live session',
  examples: {
    fires: [{ name: 'open_url', description: 'Open a URL on the device.' }],
    quiet: [{ name: 'open_file', description: 'Open a file and return its text.' }],
  },
});
