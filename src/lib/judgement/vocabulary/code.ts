/**
 * What code is called: the words of a parameter that carries code, and of prose about code a tool runs.
 */
import { wordSet } from './word-set.ts';

/** Heads of a parameter that carries code or a command ("command", "script", "js_snippet"). */
export const CODE_WORDS = wordSet(
  'command commands cmd code script expression snippet program function javascript js python shell bash',
);
/** Heads of a parameter that carries SQL. */
export const SQL_WORDS = wordSet('sql statement statements');
/** Nouns of prose about code a tool runs: the code words and the SQL words, and what runs code (a CLI, a job, a pipeline). */
export const CODE_NOUNS: ReadonlySet<string> = new Set([
  ...CODE_WORDS,
  ...SQL_WORDS,
  ...wordSet(
    'scripts snippets cli kubectl terminal binary executable workflow workflows job jobs pipeline task tasks operation operations',
  ),
]);
