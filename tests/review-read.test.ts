import { describe, expect, it } from 'vitest';
import { inferReviewRead } from '../src/lib/import/review-read-infer.ts';
import {
  cataloguedVersion,
  confidenceOf,
  reviewReading,
  REVIEW_CONFIDENCE_RULE,
} from '../src/lib/catalogue/review-read.ts';
import { reviewSentence } from '../src/lib/catalogue/review-sentence.ts';
import { reviewQueue } from '../src/lib/judgement/queue.ts';
import { toolSchema, type ToolRecord } from '../src/schema/tool.ts';
import { validTool } from './support/catalogue.ts';

const record = (review: Record<string, unknown>, extra: Record<string, unknown> = {}): ToolRecord =>
  toolSchema.parse(validTool('read_things', { review: { flags: [], ...review }, ...extra }));
const step = (match: string) => [{ rule: 'review', signal: 'review' as const, match, says: 'It reads.' }];
const infer = (match: string, notes: string, catalogued: { version?: string; commit?: string }) =>
  inferReviewRead({ evidence: match ? step(match) : [], review: { status: 'reviewed', flags: [], notes } }, catalogued);

describe('what an earlier review read, inferred from its citation and notes', () => {
  it('takes a citation of the package at the harvested version as a read of that version', () => {
    expect(
      infer('source: build/run-command.js of mcp-server-commands 0.5.0', 'Read run-command.js.', { version: '0.5.0' }),
    ).toEqual({ what: 'source', version: '0.5.0', by: 'agent' });
    expect(infer('npm @x/y 0.2.3: dist/tools/schema.js', 'Grade kept.', { version: '0.2.3' })).toEqual({
      what: 'source',
      version: '0.2.3',
      by: 'agent',
    });
    // A server read from source: the commit the catalogue lists.
    expect(infer('source: apps/radar/src/radar.tools.ts at 70ff690', '', { commit: '70ff690553722f73' })).toEqual({
      what: 'source',
      commit: '70ff690553722f73',
      by: 'agent',
    });
  });

  it('takes another version or commit as such, even when the harvested version is named beside it', () => {
    expect(
      infer('source: src/lib/mcp-server.ts', 'Read mcp-server.ts 2.19.4 (3.5.0 adds a move action).', {
        version: '3.5.0',
      }),
    ).toEqual({ what: 'source', version: '2.19.4', by: 'agent' });
    expect(
      infer('source: index.ts (zereight/gitlab-mcp at 32c5df7)', 'Read index.ts (the harvested package is 2.1.64).', {
        version: '2.1.64',
      }),
    ).toEqual({ what: 'source', commit: '32c5df7', by: 'agent' });
    expect(
      infer('source: src/session (closeSession) at v1.1.2', 'Engine draft confirmed.', { version: '2.0.0' }),
    ).toEqual({ what: 'source', version: '1.1.2', by: 'agent' });
    // A mirror is not the published package, whatever version the note names.
    expect(
      infer(
        'source: microsoft/mcp tools/Azure.Mcp.Tools.AppConfig',
        'Read the command folder (Aug 2026 mirror; package is 2.0.5).',
        {
          version: '2.0.5',
        },
      ),
    ).toEqual({ what: 'source', by: 'agent' });
  });

  it('leaves a source read without a version unrecorded, and anything less a definition-only review', () => {
    expect(infer('source: src/tools/input.ts (click)', 'Read input.ts.', { version: '1.11.0' })).toEqual({
      what: 'source',
      by: 'agent',
    });
    expect(infer('definition', 'Engine draft confirmed.', { version: '1.0.0' })).toEqual({
      what: 'definition',
      by: 'agent',
    });
    expect(infer('', 'Engine draft confirmed.', { version: '1.0.0' })).toEqual({ what: 'definition', by: 'agent' });
    expect(infer('tool definition (HubSpot CRM API)', 'Grade kept.', { version: '1.0.0' })).toEqual({
      what: 'definition',
      by: 'agent',
    });
    // A note saying it was judged from the definition outweighs a citation.
    expect(
      infer(
        'source: src/core/tools/x.js of hostinger-api-mcp 1.45.5',
        'Judged from the definition and graded in line.',
        {
          version: '1.63.2',
        },
      ),
    ).toEqual({ what: 'definition', by: 'agent' });
    // Notes alone that name code read count as a source read, version unrecorded.
    expect(infer('', 'Read the handlers in index.ts.', { version: '1.0.0' })).toEqual({ what: 'source', by: 'agent' });
  });
});

describe('what a review read, said once and turned into a confidence', () => {
  const catalogued = cataloguedVersion({
    source: { version: '0.5.0' },
    package: { name: 'mcp-server-commands', version: '0.5.0' },
  });

  it('is high only for the source at the catalogued version', () => {
    const at = record({ status: 'reviewed', read: { what: 'source', version: '0.5.0', by: 'agent' } });
    expect(reviewReading(at, catalogued)).toMatchObject({ readClass: 'source-catalogued', stale: false });
    expect(confidenceOf(at, catalogued)).toBe('high');
    expect(reviewSentence(at, catalogued)).toBe(
      'An AI agent working for this catalogue reviewed this judgement by reading the source of mcp-server-commands at 0.5.0, the version listed here. Confidence: high.',
    );
  });

  it('names who made the review: an AI agent is never called a person', () => {
    const byAgent = record({ status: 'reviewed', read: { what: 'source', version: '0.5.0', by: 'agent' } });
    const byPerson = record({ status: 'reviewed', read: { what: 'source', version: '0.5.0', by: 'person' } });
    expect(reviewSentence(byAgent, catalogued)).not.toMatch(/person/i);
    expect(reviewSentence(byPerson, catalogued)).toMatch(/^A person reviewed this judgement by reading/);
    const reopened = record({ status: 'needs-review', read: { what: 'source', version: '0.5.0', by: 'agent' } });
    expect(reviewSentence(reopened, catalogued)).toMatch(
      /^Needs review: .* Before that, an AI agent working for this catalogue reviewed the judgement by reading/,
    );
  });

  it('is medium and stale for another version, medium for an unrecorded one or the definition only', () => {
    const old = record({ status: 'reviewed', read: { what: 'source', version: '0.4.0', by: 'agent' } });
    expect(reviewReading(old, catalogued)).toMatchObject({
      readClass: 'source-other',
      stale: true,
      confidence: 'medium',
    });
    expect(reviewSentence(old, catalogued)).toMatch(
      /at 0\.4\.0, not 0\.5\.0, the version listed here: the review may be out of date/,
    );
    const unrecorded = record({ status: 'reviewed', read: { what: 'source', by: 'agent' } });
    expect(reviewReading(unrecorded, catalogued)).toMatchObject({ readClass: 'source-unrecorded', stale: false });
    expect(confidenceOf(unrecorded, catalogued)).toBe('medium');
    const definition = record({ status: 'reviewed', read: { what: 'definition', by: 'agent' } });
    expect(confidenceOf(definition, catalogued)).toBe('medium');
    expect(reviewSentence(definition, catalogued)).toBe(
      "An AI agent working for this catalogue reviewed this judgement from the tool's definition only; the source was not read. Confidence: medium.",
    );
  });

  it('is low for a definition-only review the author hints contradict', () => {
    const contradicted = record(
      { status: 'reviewed', read: { what: 'definition', by: 'agent' } },
      {
        annotations: { readOnlyHint: true },
        effect: { readOnly: false, destructive: false, idempotent: false, openWorld: false, source: 'reviewed' },
        category: 'Write',
      },
    );
    expect(confidenceOf(contradicted, catalogued)).toBe('low');
    expect(REVIEW_CONFIDENCE_RULE).toMatch(/high when the reviewer read the source at the version the catalogue lists/);
  });

  it("keeps a draft's confidence the engine's, and says so once", () => {
    const draft = record({ status: 'draft', confidence: 'high' });
    expect(reviewReading(draft, catalogued)).toBeUndefined();
    expect(confidenceOf(draft, catalogued)).toBe('high');
    expect(reviewSentence(draft, catalogued)).toMatch(/^Draft: .* Confidence: high\. /);
  });

  it('refuses a chosen confidence beside a review read, and a review that does not say what it read', () => {
    const both = toolSchema.safeParse(
      validTool('x', {
        review: { status: 'reviewed', read: { what: 'definition', by: 'agent' }, confidence: 'high', flags: [] },
      }),
    );
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toMatch(/follows from what the review read/);
    const silent = toolSchema.safeParse(
      validTool('x', { review: { status: 'reviewed', confidence: 'high', flags: [] } }),
    );
    expect(silent.error?.issues[0]?.message).toMatch(/add review\.read/);
    const versioned = toolSchema.safeParse(
      validTool('x', {
        review: { status: 'reviewed', read: { what: 'definition', version: '1.0.0', by: 'agent' }, flags: [] },
      }),
    );
    expect(versioned.success).toBe(false);
  });

  it('queues a stale review with the unreviewed records, and not a current one', () => {
    const stale = record({ status: 'reviewed', read: { what: 'source', version: '0.4.0', by: 'agent' } });
    const current = record({ status: 'reviewed', read: { what: 'source', version: '0.5.0', by: 'agent' } });
    const queue = reviewQueue(
      [stale, current].map((r, i) => {
        const reading = reviewReading(r, catalogued)!;
        return { server: 's', file: `f${i}`, record: r, confidence: reading.confidence, stale: reading.stale };
      }),
    );
    expect(queue.map((entry) => [entry.file, entry.stale])).toEqual([['f0', true]]);
  });
});
