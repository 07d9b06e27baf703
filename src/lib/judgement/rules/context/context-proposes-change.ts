import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** Prose that says a change is only proposed, as a pull request someone reviews and merges. */
const PROPOSES_CHANGE =
  /\b(?:opening|opens|open|creating|creates|create|raising|raises|as)\s+(?:a|an)\s+(?:new\s+)?(?:github\s+|gitlab\s+)?(?:pull|merge)[- ]request\b/i;
export default defineRule({
  id: 'context-proposes-change',
  stage: 'context',
  summary:
    'A change made by opening a pull or merge request is a proposal: it adds the request, and nothing changes until someone merges it.',
  when: forVerb(
    (verb, facts) =>
      ['overwrite', 'modify', 'generic'].includes(verb.cls) &&
      verb === facts.inferred.first &&
      PROPOSES_CHANGE.test(facts.description),
  ),
  then: { verbClass: 'create' },
  says: '"{match}" here opens a pull request for someone to merge',
  examples: {
    fires: [
      {
        name: 'patch_dependencies',
        description:
          'Patches vulnerable dependencies by updating package.json and opening a pull request in the connected repository.',
      },
    ],
    quiet: [
      {
        name: 'patch_dependencies',
        description: 'Patches vulnerable dependencies by rewriting package.json in place.',
      },
      { name: 'update_pull_request', description: 'Update the title of a pull request.' },
    ],
  },
});
