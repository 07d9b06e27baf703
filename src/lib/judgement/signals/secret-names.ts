import { MODEL_TOKEN_KINDS, PAGING_WORDS, SECRET_KINDS } from '../vocabulary/nouns.ts';
import { alternation, wordSet } from '../vocabulary/word-set.ts';

/** Words for figures about many things, not the things: statistics, trends, a summary ("leaked credentials statistics"). */
export const AGGREGATE_WORDS = wordSet('data statistics stats trend trends summary summaries');
export const NOT_SECRET_CONTEXT = new RegExp(
  `\\b(?:${alternation(PAGING_WORDS)})[ _-]?tokens?\\b|\\btokens? (?:prices?|pricing|usage|count|counts|used(?! (?:to|for|by) )|limits?|per)\\b|\\b(?:${alternation(MODEL_TOKEN_KINDS)})[ _-]?tokens?\\b|\\bleaked credentials? (?:${alternation(AGGREGATE_WORDS)})\\b|\\b(?:masked|redacted|without (?:revealing|exposing|returning))\\b|\\b(?:statistics|trends?|aggregated?|distribution|over time|time ?series)\\b`,
  'i',
);
/** Name words of a tool that hands back a secret: the secret words, an environment's variables, a key pair. */
export const SECRET_NAME: ReadonlySet<string> = new Set([...SECRET_KINDS, 'env', 'keypair']);
