/** Read verbs whose SQL or code argument is the thing analysed, not something that runs. */
export const ANALYSE_VERBS = new Set([
  'validate',
  'lint',
  'format',
  'parse',
  'explain',
  'suggest',
  'analyze',
  'analyse',
  'check',
  'verify',
  'convert',
  'translate',
  'generate',
  'scaffold',
  'review',
  'diff',
  'compare',
  'describe',
  'plan',
]);
/** Analysis verbs that still produce something a switch to overwrite or a dry run would be about: files they write. */
export const PRODUCING_VERBS = new Set(['generate', 'scaffold', 'convert', 'translate', 'format']);
/** Strong removal verbs that still make an in-place update destructive. */
export const HARD_DELETE = new Set([
  'delete',
  'destroy',
  'drop',
  'purge',
  'wipe',
  'erase',
  'truncate',
  'overwrite',
  'expunge',
  'shred',
  'nuke',
]);
