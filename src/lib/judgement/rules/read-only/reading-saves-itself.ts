import { allVerbsRead } from '../../reading.ts';
import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

/** Prose that says the tool writes its result to disk itself: "Full reports are saved to disk", "the path it was saved to". */
const SAVES_ITSELF =
  /\b(?:(?:is|are|gets?|get|will be)\s+(?:saved|written|stored)|saves|writes|stores)\s+(?:[\w-]+\s+){0,4}?(?:to|on|in(?:to)?)\s+(?:the\s+)?(?:disk|local (?:disk|file ?system)|file ?system|a (?:local |temporary |new )?file)\b|\bpath (?:it|they|the \w+) (?:was|were) saved to\b/i;
/** Does the description say, as a plain statement and not in a "when ..." clause, that the tool saves its result itself? */
function savesItself(text: string): string | undefined {
  for (const match of text.matchAll(new RegExp(SAVES_ITSELF.source, 'gi'))) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 80), match.index ?? 0);
    // "When outputs are saved to a file, read it", "writes nothing to disk", "is never saved to disk": not the tool saving.
    if (
      /\b(?:when|if|whenever|once|unless)\b[^.!?\n]*$/i.test(before) ||
      /\b(?:not|never|nothing|no)\b/i.test(match[0]) ||
      /\b(?:not|never|nt)\s*$/i.test(before)
    )
      continue;
    return match[0];
  }
  return undefined;
}
export default defineRule({
  id: 'reading-saves-itself',
  stage: 'read-only',
  summary:
    'A read whose description says it saves its result to disk or a file itself ("full reports are saved to disk", "returns the path it was saved to") writes a new file each time.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred)) return undefined;
    if (facts.inferred.description.readOnlyClaim) return undefined;
    const said = savesItself(facts.description);
    return said !== undefined ? { signal: 'description', match: said } : undefined;
  },
  then: {
    readOnly: false,
    reason: 'the description says it saves its result to a file',
    addVerbs: [{ lemma: 'save', cls: 'create', source: 'description' }],
  },
  says: 'the description says "{match}": it writes a new file each time',
  examples: {
    fires: [
      tool('page_audit', 'Get audit scores for the page. Full reports are saved to disk.'),
      tool('grab_frame', 'Captures the current frame and returns it, plus the path it was saved to.'),
    ],
    quiet: [
      tool('page_audit', 'Get audit scores for the page and return them.'),
      tool('read_saved_report', 'Read a report that was saved to disk earlier.'),
      tool('get_started', 'Get started with the API. When tool outputs are saved to a file, read the whole file.'),
      tool('read_logs', 'Read the logs of a job; it writes nothing to disk.'),
    ],
  },
});
