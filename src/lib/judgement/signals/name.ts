/**
 * What a tool's name says: its verbs and the objects they act on.
 *
 * Names put the verb first (delete_file, getUser) or last (d1_database_delete,
 * issue_read), often after a namespace (cloudron_task_status, atlas-list-projects).
 * Tokens in between are mostly nouns, so a word that can be a noun as well as a
 * verb ("request", "set", "log") is only taken as the verb when nothing clearer is there.
 */
import { ARTICLES, CONJUNCTIONS, PREPOSITIONS } from '../vocabulary/function-words.ts';
import { wordSet } from '../vocabulary/word-set.ts';
import { HOMOGRAPHS, READ_CLASSES, verbClass, type VerbClass } from '../vocabulary/verbs.ts';
import { DOC_NOUNS, READ_NOUNS, STOP_WORDS } from '../vocabulary/nouns.ts';
import { tokenizeName } from './tokens.ts';

interface NameVerb {
  /** The token as it appears in the name (lowercase). */
  token: string;
  cls: VerbClass;
  /** Position in the token list. */
  index: number;
}

export interface NameSignals {
  tokens: string[];
  /** The verb that says what the tool mainly does, if the name has one. */
  primary?: NameVerb;
  /** Every verb counted for the judgement: the primary one plus unambiguous or conjoined others. */
  verbs: NameVerb[];
  /** Tokens that are neither verbs nor small words: what the tool touches. */
  nouns: string[];
  /** The name ends on a document noun after a preposition or without a leading verb (x_to_y_guide): it returns a document. */
  documentNoun: boolean;
  /** The name has no verb but ends on a noun that names data (task_status, db_stats). */
  readNoun: boolean;
}

export function analyseName(name: string): NameSignals {
  const tokens = tokenizeName(name);
  const candidates: NameVerb[] = [];
  tokens.forEach((token, index) => {
    const cls = verbClass(token);
    if (cls !== undefined) candidates.push({ token, cls, index });
  });

  // "mail_listAliasesV1", "hosting_listWordPressThemesV1": a lowercase namespace, then a camelCase name whose
  // first word is the verb. The namespace's words are never the verb, and the camelCase name's first word is.
  // A version tag is not camelCase: "get_v3_upgrade_recipe" has no namespace, and "get" is its verb.
  // An upper-case acronym is a namespace too ("VPS_updatePostInstallScriptV1").
  const namespaced = /^([a-z][a-z0-9-]*|[A-Z][A-Z0-9]*)_([a-z]+)[A-Z]/.exec(name);
  const skip = namespaced ? tokenizeName(namespaced[1] as string).length : 0;
  // "can_i_deploy", "is_merged": a name that asks a question only checks; the verb after it is what it asks about.
  // The question word comes before any verb ("contract-testing_can_i_deploy"), and something follows it.
  const asks = tokens.findIndex((token, index) => index >= skip && QUESTION_WORDS.has(token));
  const question =
    asks !== -1 &&
    asks < tokens.length - 1 &&
    !candidates.some((candidate) => candidate.index >= skip && candidate.index < asks)
      ? { token: 'check', cls: 'read' as const, index: asks }
      : undefined;
  const lead = question ?? (namespaced ? candidates.find((candidate) => candidate.index === skip) : undefined);
  const primary =
    lead ??
    choosePrimary(
      tokens,
      candidates.filter((candidate) => candidate.index >= skip),
    );
  const verbs: NameVerb[] = [];
  if (primary) {
    verbs.push(primary);
    // Other verbs count when joined to it ("create_or_update") or, after a changing verb, when they
    // follow straight on ("pause_resume", "add_remove"). After a read verb, inner words are modifiers
    // of the object: get_deploy_credentials reads credentials, it deploys nothing.
    const changing = !READ_CLASSES.has(primary.cls);
    const counted = new Set<number>([primary.index]);
    for (const candidate of candidates) {
      if (candidate === primary) continue;
      const joined =
        CONJUNCTIONS.has(tokens[candidate.index - 1] ?? '') || CONJUNCTIONS.has(tokens[candidate.index + 1] ?? '');
      // The last word of a name is its object ("create_refund"), so it does not join as a verb.
      const follows =
        changing &&
        counted.has(candidate.index - 1) &&
        !HOMOGRAPHS.has(candidate.token) &&
        candidate.index < tokens.length - 1;
      if (joined || follows) {
        verbs.push(candidate);
        counted.add(candidate.index);
      }
    }
  }

  const verbIndexes = new Set(verbs.map((verb) => verb.index));
  const nouns = tokens.filter(
    (token, index) => !verbIndexes.has(index) && !STOP_WORDS.has(token) && !/^\d+$/.test(token),
  );

  const last = tokens[tokens.length - 1] ?? '';
  const hasPreposition = tokens.some((token) => PREPOSITIONS.has(token));
  // A verb that changes something ("llama_set_pr_scorer_rules") is what the tool does even before a document noun: the
  // name then says what it writes, not what it returns.
  const documentNoun =
    DOC_NOUNS.has(last) &&
    tokens.length > 1 &&
    (hasPreposition || !primary || (primary.index > 0 && READ_CLASSES.has(primary.cls)));
  const readNoun = !primary && tokens.some((token) => READ_NOUNS.has(token));

  const signals: NameSignals = { tokens, verbs, nouns, documentNoun, readNoun };
  if (primary) signals.primary = primary;
  return signals;
}

function choosePrimary(tokens: string[], candidates: NameVerb[]): NameVerb | undefined {
  if (candidates.length === 0) return undefined;
  const first = candidates[0] as NameVerb;
  const clear = candidates.filter((candidate) => !HOMOGRAPHS.has(candidate.token));
  if (first.index === 0) {
    // A leading homograph ("label_write", "log_search") gives way to a clear verb at the end.
    const last = candidates[candidates.length - 1] as NameVerb;
    if (
      HOMOGRAPHS.has(first.token) &&
      last !== first &&
      last.index === tokens.length - 1 &&
      !HOMOGRAPHS.has(last.token)
    ) {
      return last;
    }
    return first;
  }
  // A word followed by an article is a verb, whatever else it can be ("API-update-a-block").
  const beforeArticle = candidates.find((candidate) => ARTICLES.has(tokens[candidate.index + 1] ?? ''));
  if (beforeArticle !== undefined) return beforeArticle;
  if (clear[0] !== undefined) return clear[0];
  // Two words that could each be a noun, after a namespace ("x_monitor_update", "x_monitor_run"): names that put
  // the verb last end on it, so the last word is the verb and the one before it the object.
  const last = candidates[candidates.length - 1] as NameVerb;
  return last !== first && last.index === tokens.length - 1 && !NOUN_LEANING.has(last.token) ? last : first;
}

/** Words that open a name that asks a yes-or-no question. */
const QUESTION_WORDS = wordSet('can is are does do has have should will was');

/** Words that end a name as its object far more often than as its verb ("api_patch_page", "x_send_message"). */
const NOUN_LEANING = wordSet(
  'page message email mail text chat issue note comment log report record alert plan template tag label branch book order request release invoice bill script shell queue snapshot screenshot draft index link view trace sample score rank port tip fund deposit trade bid backup archive template admin test',
);
