import { describe, expect, it } from 'vitest';
import check, { MIN_SENTENCES, repeatedSentences } from '../../src/lib/validate/checks/rationale-not-repeated.ts';
import { catalogueOf, entry, tool } from '../support/checks.ts';

const withClosing = (count: number, closing: string) =>
  Array.from({ length: count }, (_, i) =>
    entry(tool(`get_thing_${i}`, { rationale: `Unique opening ${i} about this tool. ${closing}` })),
  );

describe('rationale-not-repeated', () => {
  it('counts sentences shared by more than five records', () => {
    const result = repeatedSentences(
      withClosing(7, 'The same closing line.').map((t) => ({ file: t.file, rationale: t.record.rationale })),
    );
    expect(result.repeated).toEqual([{ sentence: 'The same closing line.', records: 7 }]);
    expect(result.share).toBeCloseTo(0.5);
  });
  it('passes when the repeated share stays under the limit, and gives the share as its figure', () => {
    const tools = [...withClosing(5, 'The same closing line.')];
    const result = check.run(catalogueOf(tools));
    expect(result.findings).toEqual([]);
    expect(result.figure).toMatch(/^0\.0% of 10 sentences/);
  });
  it('fails above the limit, naming the most shared sentences', () => {
    const result = check.run(catalogueOf(withClosing(MIN_SENTENCES / 2, 'The same closing line.')));
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]?.message).toMatch(
      new RegExp(
        `^50\\.0% of ${MIN_SENTENCES} sentences .*"The same closing line\\." \\(${MIN_SENTENCES / 2} records\\)`,
      ),
    );
  });
  it('says nothing of a catalogue too small for a share to mean anything (one server whose tools do the same thing)', () => {
    const result = check.run(catalogueOf(withClosing(7, 'The same closing line.')));
    expect(result.figure).toMatch(/^50\.0% of 14 sentences/);
    expect(result.findings).toEqual([]);
  });
});
