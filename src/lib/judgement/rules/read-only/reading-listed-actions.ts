import type { Facts } from '../../facts.ts';
import { tool } from '../../examples.ts';
import { allVerbsRead, type JudgedVerb } from '../../reading.ts';
import { defineRule } from '../../rule.ts';
import { READ_CLASSES, verbClass, verbLemma } from '../../vocabulary/verbs.ts';

/** The actions a description lists for the tool to take ("Actions: list, get, create, update, cancel."). */
function listedActions(facts: Facts): JudgedVerb[] {
  const list = /\bactions?\s*:\s*([^.\n]+)/i.exec(facts.description)?.[1] ?? '';
  // Split on commas outside brackets: "associate (link folder to workspace), bootstrap (create and initialize)".
  return (list.match(/(?:[^,;/|(]|\([^)]*\))+/g) ?? [])
    .flatMap((part) => part.split(/\bor\b|\band\b(?![^(]*\))/))
    .map((item) => {
      const word =
        item
          .trim()
          .split(/[\s(]+/)[0]
          ?.toLowerCase() ?? '';
      const lemma = verbLemma(word);
      if (lemma !== undefined && verbClass(lemma) !== undefined) return lemma;
      // An action named by a word we do not know, explained in brackets: the bracket's first word says what it does.
      const explained = /\(\s*([a-z]+)/i.exec(item)?.[1]?.toLowerCase();
      return explained === undefined ? undefined : verbLemma(explained);
    })
    .filter((lemma): lemma is string => lemma !== undefined && verbClass(lemma) !== undefined)
    .map((lemma) => ({ lemma, cls: verbClass(lemma) as JudgedVerb['cls'], source: 'operation' as const }));
}

export default defineRule({
  id: 'reading-listed-actions',
  stage: 'read-only',
  summary:
    'A tool named as a read whose description lists the actions it takes ("Actions: list, get, create, cancel"), some of which change something: the caller picks the action, so the tool writes.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred) || facts.inferred.description.readOnlyClaim) return undefined;
    const changing = listedActions(facts).filter((verb) => !READ_CLASSES.has(verb.cls));
    return changing.length > 0
      ? { signal: 'description', match: changing.map((verb) => verb.lemma).join(', ') }
      : undefined;
  },
  then: (facts) => ({
    readOnly: false,
    reason: 'the description lists actions that change something',
    addVerbs: listedActions(facts).filter((verb) => !READ_CLASSES.has(verb.cls)),
  }),
  says: 'the description lists actions that change something: "{match}"',
  examples: {
    fires: [
      tool('downtime_windows', 'Maintenance windows of the account. Actions: list, get, create, update, cancel.'),
      // An action named by a word we do not know says in brackets what it does.
      tool('workspace', 'Workspace management. Actions: list, get, bootstrap (create workspace and initialize).'),
    ],
    quiet: [
      tool('events', 'Datadog-like events. Actions: list, get, search.'),
      tool('list_events', 'List events.'),
      tool('jobs', 'Jobs of the account. Actions: list, get, tail (show the last lines of its log).'),
    ],
  },
});
