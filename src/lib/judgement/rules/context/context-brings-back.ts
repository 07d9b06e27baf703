import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'context-brings-back',
  stage: 'context',
  summary:
    'Restoring or recovering something archived, deleted or trashed brings it back and loses nothing: a change of state, not an overwrite.',
  when: forVerb((verb, facts) => (verb.lemma === 'restore' || verb.lemma === 'recover') && facts.inferred.bringsBack),
  then: { verbClass: 'state' },
  says: '"{match}" here brings back something archived or deleted, which loses nothing',
  examples: {
    fires: [{ name: 'restore_card', description: 'Restore a deleted card from the trash.' }],
    quiet: [{ name: 'restore_backup', description: 'Restore the database from a backup.' }],
  },
});
