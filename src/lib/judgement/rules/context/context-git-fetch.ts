import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'context-git-fetch',
  stage: 'context',
  summary: "Fetching or pulling in git brings a remote's commits into the local repository, which changes it.",
  when: forVerb((verb, facts) => (verb.lemma === 'fetch' || verb.lemma === 'pull') && facts.inferred.gitContext),
  then: { verbClass: 'modify' },
  says: '"{match}" in git changes the local repository',
  examples: {
    fires: [{ name: 'git_fetch', description: 'Fetch from the remote.' }],
    quiet: [{ name: 'fetch_page', description: 'Fetch a web page.' }],
  },
});
