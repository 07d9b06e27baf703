/**
 * The catalogue's servers split, by server and never by tool, into a development set that rules may be tuned on and a
 * frozen test set that no rule is tuned on (split.json). A server's set is a function of its slug and a fixed seed, so
 * adding servers never moves one already placed; the lists in split.json are that function's answers, written out so
 * anyone can see where a server stands, and tests/judgement-evaluation.test.ts holds them to it.
 */
import { createHash } from 'node:crypto';
import split from './split.json' with { type: 'json' };

export type EvaluationSet = 'dev' | 'test';

export interface Split {
  seed: string;
  /** The share of servers that go to the test set. */
  testShare: number;
  /** The rule every contributor keeps, as the file states it. */
  rule: string;
  dev: string[];
  test: string[];
}

export const SPLIT: Split = split;

/** Where the hash of seed and slug puts a server: a fraction in [0, 1) below testShare is the test set. */
export function hashedSet(slug: string, seed = SPLIT.seed, testShare = SPLIT.testShare): EvaluationSet {
  const fraction = createHash('sha256').update(`${seed}:${slug}`).digest().readUInt32BE(0) / 2 ** 32;
  return fraction < testShare ? 'test' : 'dev';
}

/** The set a server belongs to: as listed, or for a server added since, where the same hash puts it. */
export function evaluationSet(slug: string): EvaluationSet {
  if (SPLIT.test.includes(slug)) return 'test';
  if (SPLIT.dev.includes(slug)) return 'dev';
  return hashedSet(slug);
}

/** The split with every given server placed: those listed stay where they are, the others go where the hash puts them. */
export function placeServers(slugs: readonly string[], split: Split = SPLIT): Split {
  const listed = new Set([...split.dev, ...split.test]);
  const added = slugs.filter((slug) => !listed.has(slug));
  return {
    ...split,
    dev: [...split.dev, ...added.filter((slug) => hashedSet(slug, split.seed, split.testShare) === 'dev')].sort(),
    test: [...split.test, ...added.filter((slug) => hashedSet(slug, split.seed, split.testShare) === 'test')].sort(),
  };
}
