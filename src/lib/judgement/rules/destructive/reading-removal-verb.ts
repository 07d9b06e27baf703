import { wordSet } from '../../vocabulary/word-set.ts';
import { tool } from '../../examples.ts';
import { signalOfVerb, type JudgedVerb } from '../../reading.ts';
import type { Facts } from '../../facts.ts';
import { CLASS_PHRASE, describeSource } from '../../reading.ts';
import { defineRule } from '../../rule.ts';
import type { VerbClass } from '../../vocabulary/verbs.ts';

/** What running something names when it runs code or commands, whose effects are unbounded (not a search or a report). */
const CODE_OBJECTS = wordSet(
  'code command commands cmd script scripts shell bash sh sql statement statements program notebook cell cells snippet javascript js python py node terminal process binary executable playbook migration migrations',
);
/** Verb classes that remove, replace or cannot be bounded. */
const REMOVING_CLASSES: ReadonlySet<VerbClass> = new Set<VerbClass>([
  'delete',
  'overwrite',
  'disruptive',
  'interact',
  'execute',
]);
/** The verbs that remove, replace, interrupt or drive a page; a verb that runs something only when it runs code. */
function removingVerbs(facts: Facts): JudgedVerb[] {
  if (facts.inferred.readOnly) return [];
  const runsCodeOrCommands =
    facts.inferred.schema.code.length > 0 ||
    facts.inferred.schema.sql.length > 0 ||
    facts.inferred.name.nouns.some((noun) => CODE_OBJECTS.has(noun)) ||
    /\b(?:code|commands?|scripts?|shell|sql|statements?|transactions?|mutations?)\b/.test(facts.lower) ||
    facts.inferred.description.allVerbs.some((verb) => verb.cls === 'delete');
  return facts.inferred.verbs.filter(
    (verb) => REMOVING_CLASSES.has(verb.cls) && (verb.cls !== 'execute' || runsCodeOrCommands),
  );
}

export default defineRule({
  id: 'reading-removal-verb',
  stage: 'destructive',
  summary:
    'A verb that deletes, overwrites, interrupts or drives a page is destructive; a verb that runs something only when it runs code or commands (not a search or a report).',
  when: (facts) => {
    const verb = removingVerbs(facts)[0];
    return verb ? { signal: signalOfVerb(verb.source), match: verb.lemma } : undefined;
  },
  then: (facts) => ({
    destructive: true,
    reason: removingVerbs(facts)
      .map((verb) => `${describeSource(verb)} "${verb.lemma}" ${CLASS_PHRASE[verb.cls]}`)
      .join('; '),
  }),
  says: '"{match}" can remove or replace what exists',
  examples: {
    fires: [tool('delete_widget', 'Delete a widget.'), tool('run_script', 'Run a shell script.')],
    quiet: [tool('run_report', 'Run the monthly report.'), tool('create_widget', 'Create a widget.')],
  },
});
