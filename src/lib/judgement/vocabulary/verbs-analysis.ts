import { wordSet } from './word-set.ts';
/** Read verbs whose SQL or code argument is the thing analysed, not something that runs. */
export const ANALYSE_VERBS = wordSet(
  'validate lint format parse explain suggest analyze analyse check verify convert translate generate scaffold review diff compare describe plan',
);
/** Analysis verbs that still produce something a switch to overwrite or a dry run would be about: files they write. */
export const PRODUCING_VERBS = wordSet('generate scaffold convert translate format');
/** Strong removal verbs that still make an in-place update destructive. */
export const HARD_DELETE = wordSet('delete destroy drop purge wipe erase truncate overwrite expunge shred nuke');
