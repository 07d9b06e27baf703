import { splitSentences } from '../../text/sentences.ts';
import { defineCheck } from '../check.ts';

/** A sentence shared by more than this many records counts as repeated. */
const REPEAT_LIMIT = 5;
/** The most repeated sentences may make up, as a share of all rationale sentences. */
const REPEATED_SHARE_MAX = 0.1;
/**
 * Below this many sentences a share says nothing about boilerplate (six tools of one small server that do the same
 * thing share their sentences rightly): a scratch catalogue, a test's, or a user's own with one server.
 */
export const MIN_SENTENCES = 1000;

/** The rationale sentences shared by more than REPEAT_LIMIT records, most shared first, and their share of all. */
export function repeatedSentences(rationales: ReadonlyArray<{ file: string; rationale: string }>) {
  const bySentence = new Map<string, Set<string>>();
  let sentences = 0;
  for (const { file, rationale } of rationales) {
    for (const sentence of splitSentences(rationale)) {
      sentences++;
      const files = bySentence.get(sentence) ?? new Set<string>();
      files.add(file);
      bySentence.set(sentence, files);
    }
  }
  const repeated = [...bySentence]
    .filter(([, files]) => files.size > REPEAT_LIMIT)
    .map(([sentence, files]) => ({ sentence, records: files.size }))
    .sort((a, b) => b.records - a.records);
  const repeatedCount = repeated.reduce((sum, entry) => sum + entry.records, 0);
  return { sentences, repeated, share: sentences === 0 ? 0 : repeatedCount / sentences };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export default defineCheck({
  id: 'rationale-not-repeated',
  summary: `Rationales are written for their tool: sentences shared by more than ${REPEAT_LIMIT} records make up at most ${percent(REPEATED_SHARE_MAX)} of all rationale sentences, in a catalogue of at least ${MIN_SENTENCES} sentences.`,
  scope: 'catalogue',
  run(catalogue) {
    const { sentences, repeated, share } = repeatedSentences(
      catalogue.tools.map((tool) => ({ file: tool.file, rationale: tool.record.rationale })),
    );
    const figure = `${percent(share)} of ${sentences} sentences are shared by more than ${REPEAT_LIMIT} records (limit ${percent(REPEATED_SHARE_MAX)})`;
    if (share <= REPEATED_SHARE_MAX || sentences < MIN_SENTENCES) return { findings: [], figure };
    const worst = repeated
      .slice(0, 3)
      .map((entry) => `"${entry.sentence}" (${entry.records} records)`)
      .join('; ');
    return {
      figure,
      findings: [
        {
          file: catalogue.root,
          message: `${figure}: ${worst}`,
          tip: 'write rationales for the tool: what it touches, the worst realistic outcome, why this verdict',
        },
      ],
    };
  },
});
