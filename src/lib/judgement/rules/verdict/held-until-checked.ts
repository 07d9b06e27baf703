import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { verbSignal } from '../../find.ts';

export default defineRule({
  id: 'held-until-checked',
  stage: 'verdict',
  draftOnly: true,
  summary:
    'It may overwrite or remove what exists (the MCP specification calls that destructive), and no bounded-harm rule shows the loss is small: a draft waits for a person until someone has checked what a call can lose. A reviewer may then cap it, as the table does for a reviewed removal of bounded loss.',
  when: (facts, state) => {
    if (state.readOnly || !state.destructive || state.bounded) return undefined;
    const step = [...facts.readingSteps]
      .reverse()
      .find((candidate) => /remove|replace|overwrit|lost|los/i.test(candidate.says));
    if (step) return { signal: step.signal, match: step.match };
    return { signal: verbSignal(facts, facts.inferred.dominant.lemma), match: facts.inferred.dominant.lemma };
  },
  then: {
    verdictAtLeast: 'require-approval',
    held: 'it may overwrite or remove what exists, and nothing in its definition shows how much a call can lose',
  },
  says: '"{match}" may overwrite or remove what exists: a draft waits for a person until the loss is checked',
  examples: {
    fires: [tool('update_ticket', 'Update the title or body of a ticket.'), tool('delete_note', 'Delete a note.')],
    quiet: [
      tool('add_note', 'Add a note to a ticket.'),
      tool('list_notes', 'List the notes.'),
      tool('browser_hover', 'Hover over an element of the page.', { selector: { type: 'string' } }),
    ],
  },
});
