import { tool } from '../../examples.ts';
import { openingVerbsInstead } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { HOMOGRAPHS, READ_CLASSES, type VerbClass } from '../../vocabulary/verbs.ts';

/**
 * A class that changes something definite. A generic verb (manage, process) or one that runs code (exec, eval) is weak
 * or unbounded evidence, and a description that opens on a read does not outweigh it: those keep their hold.
 */
const changes = (cls: VerbClass) => !READ_CLASSES.has(cls) && cls !== 'generic' && cls !== 'execute';

export default defineRule({
  id: 'reading-homograph-gives-way',
  stage: 'name-verb',
  summary:
    'A word inside the name that is as often a noun as a verb ("request" in a network request tool) gives way to a clear verb that opens the description; so does one that opens the name and reads ("watch") when the description opens by changing something ("Subscribe to a card"), and one that opens the name and would change something ("sample") when the description opens with a clear read verb ("Read a sample of a file"). A generic verb (manage) or one that runs code (exec) that opens the name never gives way to a read.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    if (facts.inferred.basis !== 'name' || first === undefined) return undefined;
    const lead = facts.inferred.description.leading[0];
    if (!HOMOGRAPHS.has(first.lemma) || lead === undefined || HOMOGRAPHS.has(lead.lemma)) return undefined;
    // A homograph that opens the name gives way only where it reads and the description says it changes something
    // ("watch_card: Subscribe to a card"): "run_query: Execute a query" keeps its name.
    const opensName = (facts.inferred.name.primary?.index ?? 0) === 0;
    const readsButChanges =
      READ_CLASSES.has(first.cls) && !READ_CLASSES.has(lead.cls) && lead.cls !== 'execute' && lead.cls !== 'generic';
    // "sample_dataset: Read a sample of a file": a homograph that opens the name and would change something gives way
    // to a description that opens with a clear read verb.
    const changesButReads = changes(first.cls) && lead.cls === 'read';
    if (opensName && !readsButChanges && !changesButReads) return undefined;
    return { signal: 'description', match: lead.lemma };
  },
  then: openingVerbsInstead,
  says: 'the word of the name is as often a noun as a verb; "{match}", which opens the description, is the verb',
  examples: {
    fires: [
      tool('acme_post', 'Create a resource in the Acme API.'),
      tool('watch_board', 'Subscribe to a board for activity notifications.'),
      tool('sample_dataset', 'Read a sample of a specific file from a public dataset.', { key: { type: 'string' } }),
    ],
    quiet: [
      tool('acme_post', 'POST endpoint of the Acme API.'),
      tool('post_message', 'Post a message to a channel.'),
      tool('run_query', 'Execute a query against the database.', { sql: { type: 'string' } }),
      // A generic verb keeps its hold whatever the description opens with.
      tool('manage_boards', 'Get the boards of the account, or change them.'),
    ],
  },
});
