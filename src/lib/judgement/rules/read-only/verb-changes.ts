import { allVerbsRead, CLASS_PHRASE, describeSource } from '../../reading.ts';
import { tool } from '../../examples.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { READ_CLASSES } from '../../vocabulary/verbs.ts';

export default defineRule({
  id: 'verb-changes',
  stage: 'read-only',
  summary: 'A verb of the name, the description or an operation parameter changes state: the tool is not read-only.',
  when: (facts) => {
    if (allVerbsRead(facts.inferred)) return undefined;
    const verb = facts.inferred.verbs.find((candidate) => !READ_CLASSES.has(candidate.cls)) ?? facts.inferred.dominant;
    return { signal: verbSignal(facts, verb.lemma), match: verb.lemma };
  },
  then: (facts) => {
    const changing = facts.inferred.verbs.filter((verb) => !READ_CLASSES.has(verb.cls));
    const reasons = changing.map((verb) => `${describeSource(verb)} "${verb.lemma}" ${CLASS_PHRASE[verb.cls]}`);
    return { readOnly: false, reason: [...new Set(reasons)].slice(0, 3).join('; ') };
  },
  says: '"{match}" changes state',
  examples: {
    fires: [tool('create_widget', 'Create a widget.')],
    quiet: [tool('get_widget', 'Get one widget by id.')],
  },
});
