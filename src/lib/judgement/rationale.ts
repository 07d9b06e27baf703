/**
 * The rationale of a judgement, composed from the rules that fired: what the
 * tool touches, the worst realistic outcome when a misled agent calls it, and
 * why this verdict rather than the next stricter or looser one. Written in the
 * catalogue's own words: the description is never copied; only the object nouns
 * of the name or of the description's opening clause are reused.
 */
import { CLAUSE_FILLER } from './vocabulary/function-words.ts';
import { words, wordSet } from './vocabulary/word-set.ts';
import type { Category, RiskLevel } from '../../schema/enums.ts';
import { readingFired } from './find.ts';
import type { ToolPolicy } from '../../schema/tool.ts';
import { CADENCE_NOUN } from './caps.ts';
import type { Facts } from './facts.ts';
import type { Cadence, Contribution, Flow, Rule } from './rule.ts';
import { tokenizeText } from './signals/tokens.ts';
import { HOMOGRAPHS, READ_CLASSES, verbLemma, type VerbClass } from './vocabulary/verbs.ts';

interface RationaleInput {
  facts: Facts;
  category: Category;
  risk: RiskLevel;
  policy: ToolPolicy;
  fired: Array<{ rule: Rule; contribution: Contribution }>;
  cadence: Cadence;
  flow: Flow;
}

/** Words skipped in an object phrase: the filler of a clause, and words that say nothing of the object. */
const SKIP: ReadonlySet<string> = new Set([
  ...CLAUSE_FILLER,
  ...wordSet('use back out up current details information info'),
]);
const STOP = wordSet(
  'in on from to for with by of using via into at as that which when if so based including such like and or against across over within about between through under per without where whose while after before is are was were',
);
/**
 * Words that open an object phrase without naming the object ("detailed information about a specific model"): skipped
 * before the phrase starts, so the phrase is the thing itself ("model"), not "detailed".
 */
const LEADING_MODIFIERS = wordSet('detailed specific particular given certain various selected comprehensive');
/** A mode of access written before the object ("a read-only SQL query"): not part of it. */
const ACCESS_MODE = /\b(?:read|write)(?:[- ]?only|[- ]write)\b/gi;
/** The same, as one word of a name ("readonly"). */
const ACCESS_MODE_WORD = /^(?:read|write)only$/;
/** An object phrase that names the query itself ("gaql query", "sql statements"). */
const QUERY_INPUT = /\b(?:quer(?:y|ies)|statements?)$/i;
const DISPLAY: Record<string, string> = {
  env: 'environment variables',
  localstorage: 'local storage',
  sessionstorage: 'session storage',
  apikey: 'API key',
  apikeys: 'API keys',
  auditlogs: 'audit logs',
  'pull-request': 'pull request',
  'pull-requests': 'pull requests',
  'merge-request': 'merge request',
  'merge-requests': 'merge requests',
  'sub-issue': 'sub-issue',
  'sub-issues': 'sub-issues',
  web: 'the web',
};

/**
 * Verbs that open a description ("Returns …", "Provide …") and are no object of it, in both forms; "help" only as
 * "helps", since "Help on …" names help.
 */
const OPENING_VERBS: ReadonlySet<string> = new Set([
  ...words('return provide show display give allow enable').flatMap((verb) => [verb, thirdPerson(verb)]),
  'helps',
]);

/** What the tool acts on, as a noun phrase without an article: "collection documents", "kubernetes resources". */
export function objectPhrase(facts: Facts): string {
  const { inferred, exposure } = facts;
  // A name's first word that shortens the server's product ("woo" of woocommerce, "boond" of boondmanager) is its
  // namespace, not what the tool acts on.
  const [prefix = '', next = ''] = inferred.name.tokens;
  const namespace =
    prefix.length >= 3 &&
    [...facts.productWords].some(
      (product) => product !== prefix && product.startsWith(prefix) && product !== `${prefix}${next}`,
    )
      ? prefix
      : undefined;
  // A word of the name that a rule has since read as the tool's verb, from the description ("update" of
  // release_update_notes, whose namespace is "release"), is what the tool does, not what it acts on.
  const describedVerbs = new Set(
    inferred.verbs.filter((verb) => verb.source === 'description').map((verb) => verb.lemma),
  );
  const fromName = exposure.objects
    .filter(
      (word) =>
        !/^\d/.test(word) &&
        !facts.productWords.has(word) &&
        word !== namespace &&
        !ACCESS_MODE_WORD.test(word) &&
        !describedVerbs.has(verbLemma(word) ?? word),
    )
    .map((word) => DISPLAY[word] ?? word.replace(/-/g, ' '));
  const nameVerbFirst =
    inferred.basis === 'name' &&
    inferred.name.primary !== undefined &&
    inferred.name.primary.index < inferred.name.tokens.length - 1;
  // A name whose only object comes before the verb (kubectl_get) or that has no verb at all (esql) names a product, not an object.
  // A namespace dropped from the front leaves the object the name gives (boond_absences_search: absences).
  if (
    fromName.length > 0 &&
    (nameVerbFirst || fromName.length > 1 || namespace !== undefined) &&
    inferred.basis === 'name'
  )
    return fromName.join(' ');
  // "Returns stored metrics …": a verb the vocabulary lacks, opening the description, is not part of the object.
  const described = descriptionObject(facts.description);
  const fromText =
    described?.replace(/^(\S+)\s*/, (whole, first: string) => (OPENING_VERBS.has(first) ? '' : whole)) || undefined;
  const productOnly = fromText !== undefined && !fromText.includes(' ') && facts.productWords.has(fromText);
  if (fromText && !productOnly) return fromText;
  if (productOnly) return inferred.readOnly ? 'the results it finds' : 'the data it is pointed at';
  // A description in another language gives no object (descriptionObject): the name's nouns are better than nothing.
  return fromName.length > 0 && (inferred.basis === 'name' || foreignClause(facts.description))
    ? fromName.join(' ')
    : 'the data it is pointed at';
}

/** The opening clause of a description, where its object is read: up to a stop, a colon, a bracket or a dash. */
const openingClause = (description: string) => (description.split(/[.:;(\n—–]|\s-\s/)[0] ?? '').replace(/`/g, '');

/**
 * A clause in a language other than English ("Récupère les informations …", "计算多个出发地"): it cannot be read word
 * by word, since the tokens would be fragments ("r cup re").
 */
const foreignClause = (description: string) => /[^\p{ASCII}\P{L}]/u.test(openingClause(description));

function descriptionObject(description: string): string | undefined {
  if (foreignClause(description)) return undefined;
  const clause = openingClause(description).replace(ACCESS_MODE, ' ');
  const words = tokenizeText(clause);
  let i = 0;
  while (
    i < words.length &&
    (verbLemma(words[i] as string) !== undefined ||
      SKIP.has(words[i] as string) ||
      STOP.has(words[i] as string) ||
      LEADING_MODIFIERS.has(words[i] as string))
  )
    i++;
  const phrase: string[] = [];
  for (; i < words.length && phrase.length < 4; i++) {
    const word = words[i] as string;
    if (
      STOP.has(word) ||
      (phrase.length > 0 && verbLemma(word) !== undefined && !/s$/.test(word) && !HOMOGRAPHS.has(word))
    )
      break;
    if (!SKIP.has(word)) phrase.push(DISPLAY[word] ?? word);
  }
  return phrase.length > 0 ? phrase.join(' ') : undefined;
}

/** Nouns that take no article and no plural: an object phrase ending in one stays as it is ("usage data", "pricing"). */
const MASS_NOUNS = wordSet(
  'data metadata information info content text code history status state usage analytics performance health config configuration storage memory traffic weather software knowledge documentation access news progress inventory feedback terminology evidence media audio music time money help guidance output input json html markdown xml yaml csv sql cypher graphql spending billing',
);

/** Nouns ending in -ing that count like any other ("a finding", "a meeting"), unlike a gerund ("pricing", "billing"). */
const COUNTABLE_ING_NOUNS = wordSet(
  'finding meeting building listing recording booking posting setting heading warning drawing painting binding mapping embedding thing string ring offering',
);

/** A phrase that opens with its own determiner ("the data it is pointed at", "any {objects}", "a whole {objects}"). */
const DETERMINED = /^(?:the|a|an|its|their|any|all|every|each|some)\b/i;

/**
 * The object phrase with the article a single thing takes, for the sentence that says what the tool does: "It updates
 * an issue in place", not "It updates issue in place". A plural, a mass noun, a gerund, a phrase that already has its
 * determiner or one that is not a plain lower-case English noun stays as it is.
 */
export function withArticle(phrase: string): string {
  const last = /([A-Za-z]+)$/.exec(phrase)?.[1];
  if (last === undefined || DETERMINED.test(phrase)) return phrase;
  const lower = last.toLowerCase();
  const gerund = /ing$/.test(lower) && !COUNTABLE_ING_NOUNS.has(lower);
  if (lower.length < 3 || last !== lower || gerund || /s$|ed$|ly$/.test(lower) || MASS_NOUNS.has(lower)) return phrase;
  return `${articleFor(phrase)} ${phrase}`;
}

/**
 * "an" before a vowel sound we can tell from the spelling, "a" otherwise: an undo, an upload, an unused key, an SMS
 * template, but a user, a unique key, a unit, a one-time token, a PDF.
 */
const articleFor = (phrase: string) =>
  /^(?!one\b)(?:[aeio]|un(?!i(?!n))|up)/i.test(phrase) || SPELLED_WITH_VOWEL.test(phrase) ? 'an' : 'a';
/** A word with no vowel is read letter by letter ("an SMS", "an HTML page", "an SSH key"); these letters' names start on one. */
const SPELLED_WITH_VOWEL = /^[fhlmnrsx][b-df-hj-np-tv-xz]{1,4}\b/i;

/** Third person of a verb lemma: get → gets, search → searches, query → queries. */
export function thirdPerson(lemma: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(lemma)) return `${lemma}es`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ies`;
  if (lemma === 'go') return 'goes';
  if (lemma === 'do') return 'does';
  return `${lemma}s`;
}

const READ_PHRASE: Record<string, string> = {
  compute: 'produces',
  session: 'opens a connection to',
  export: 'copies out',
  display: 'changes only what is shown of',
};

/** What a Write that replaces nothing does to what exists, by the class of its verb (a new thing by default). */
const WRITE_CLAUSE: Partial<Record<VerbClass, string>> = {
  state: 'a change of its state rather than of what it holds',
  modify: 'changing what it holds',
};

function touches(input: RationaleInput, object: string): string {
  const { facts, category } = input;
  const { inferred } = facts;
  const dominant = inferred.dominant;
  const freeForm = firedRule(input, 'free-form-query');
  const url = facts.inferred.schema.fetchUrl[0];
  // A rule that knows better what the tool does than the category's sentence would say.
  const own = input.fired.find(({ contribution }) => contribution.touches !== undefined)?.contribution.touches;
  if (own !== undefined) return own.replaceAll('{objects}', object);
  // A verb we do not know: say that the reading is a guess rather than dress it up as an action.
  if (inferred.unknownVerb !== undefined && (category === 'Write' || category === 'Execute')) {
    return `Neither its name nor its description uses a verb we know${inferred.unknownVerb !== 'change' ? ` ("${inferred.unknownVerb}" is not one)` : ''}, so what it changes is not certain; it is treated as a change of medium risk until a person has read what it does.`;
  }
  // A generic API caller: the operation is the caller's to choose, so name the reach, not one verb of it.
  if (
    input.fired.some(({ rule }) =>
      ['calls-any-operation', 'category-any-operation', 'calls-any-endpoint'].includes(rule.id),
    )
  ) {
    return category === 'Destructive'
      ? `It sends whatever request the caller composes to ${object}, deletions included; what such a call removes or replaces does not come back through this server.`
      : `It sends whatever request the caller composes to ${object}, so its effect is that request's effect.`;
  }
  // Its author declares a change the definition does not describe ("list ssls", readOnlyHint false): say what the
  // definition describes, and leave the change to the author's sentence, rather than "lists ssls, adding to …".
  if (category !== 'Read' && firedRule(input, 'hint-writes') && READ_CLASSES.has(dominant.cls))
    return `Its name and description say only that it ${thirdPerson(dominant.lemma)} ${object}.`;
  switch (category) {
    case 'Read': {
      const verb =
        READ_PHRASE[dominant.cls] ??
        (['search', 'find', 'query', 'lookup', 'look'].includes(dominant.lemma) ? 'searches' : 'returns');
      const how = freeForm
        ? `, picked by a query the caller writes,`
        : url
          ? ` from any address the caller passes in \`${url}\``
          : '';
      // An object taken from a description can start with the verb itself ("returns CDK best practices"): say it once.
      const said = object.toLowerCase().startsWith(`${verb} `) ? object.slice(verb.length + 1) : object;
      return `It ${verb} ${said}${how} and changes nothing.`;
    }
    case 'Write': {
      // The reading found a removal or an overwrite: a removal its destructive rules gave a reason for, or an overwrite.
      const replaced = inferred.destructiveReasons.length > 0 || readingFired(input.facts, 'overwrites-existing');
      // A removal graded as a write (a link cut, a relation deleted) takes nothing "in place": say what goes.
      if (replaced && dominant.cls === 'delete')
        return `It ${thirdPerson(dominant.lemma)} ${object}; what it removes is gone from there unless something else kept it.`;
      if (replaced)
        return `It ${thirdPerson(dominant.lemma)} ${object} in place, so the earlier value is gone unless something else kept it.`;
      // Only a verb that makes something new adds to what is there: locking, enabling or disconnecting changes the
      // state of what exists, and updating changes what it holds.
      return `It ${thirdPerson(dominant.lemma)} ${object}, ${WRITE_CLAUSE[dominant.cls] ?? 'adding to what is there'}.`;
    }
    case 'Execute': {
      const code = [...inferred.schema.code, ...inferred.schema.sql];
      if (code.length > 0)
        return `It runs whatever the caller writes in \`${code[0]}\` against ${object}, so its effect is that input's effect.`;
      if (freeForm)
        return `It runs the query the caller writes against ${object}, so its effect is that query's effect.`;
      if (inferred.browser)
        return `It ${thirdPerson(dominant.lemma)} on a live page (${object}), with the rights of whoever is logged in there.`;
      return `It ${thirdPerson(dominant.lemma)} ${object}, an action outside the conversation rather than a change to stored data; it is Execute, not Destructive, because nothing it touches is deleted or replaced by the call itself.`;
    }
    case 'Destructive':
      return `It ${thirdPerson(dominant.lemma)} ${object}; what it removes or replaces does not come back through this server.`;
    case 'Financial':
      return `It ${thirdPerson(dominant.lemma)} ${object}, which commits the account's money.`;
  }
}

/**
 * The object as each sentence needs it: bare ("project") inside a rule's outcome, which brings its own determiner
 * ("any {objects} the query can reach"); with its article in our own sentences ("a project"); and the pronoun that
 * agrees with it ("it" for one thing or a mass noun, "them" for a plural).
 */
interface Noun {
  bare: string;
  a: string;
  them: 'it' | 'them';
}

export function nounOf(object: string): Noun {
  const a = withArticle(object);
  const last = /([A-Za-z]+)$/.exec(object)?.[1]?.toLowerCase() ?? '';
  return { bare: object, a, them: a !== object || MASS_NOUNS.has(last) ? 'it' : 'them' };
}

const DEFAULT_OUTCOME: Record<Category, (noun: Noun) => string> = {
  Read: (noun) => `${noun.a} shown to an agent that has no need for ${noun.them}, and nothing more`,
  Write: (noun) =>
    `${noun.a === noun.bare ? '' : 'a '}wrong or unwanted ${noun.bare} that someone has to find and undo`,
  Execute: (noun) => `${noun.a} acted on at the wrong moment, again and again if the agent loops`,
  Destructive: (noun) => `${noun.a} lost for good unless a backup exists`,
  Financial: (noun) => `money spent on ${noun.a} nobody asked for`,
};

function worst(input: RationaleInput, noun: Noun): string {
  // The outcome of the rule that raised the risk the most; the category's own otherwise.
  const withOutcome = input.fired.filter(({ contribution }) => contribution.outcome !== undefined);
  const strongest =
    withOutcome.find(({ contribution }) => contribution.riskAtLeast === input.risk) ??
    withOutcome[withOutcome.length - 1];
  const template = strongest?.contribution.outcome;
  if (template === undefined)
    return `Misused by a misled agent, the worst realistic result is ${DEFAULT_OUTCOME[input.category](noun)}.`;
  // An outcome that does not name the tool's objects names them up front, so the sentence is this tool's own.
  return template.includes('{objects}')
    ? `Misused by a misled agent, the worst realistic result is ${fillOutcome(template, noun)}.`
    : `Misused by a misled agent on ${noun.a}, the worst realistic result is ${template}.`;
}

/**
 * A rule's outcome with the tool's object in it. A single thing named near the start of an outcome with no
 * determiner gets its article ("private {objects} published" → "a private page published"), and {them} agrees.
 */
export function fillOutcome(template: string, noun: Noun): string {
  const text = template.replaceAll('{objects}', noun.bare).replaceAll('{them}', noun.them);
  const singular = noun.a !== noun.bare;
  if (!singular || DETERMINED.test(template) || !/^(?:[a-z]+ ){0,2}\{objects\}/.test(template)) return text;
  return `${articleFor(text)} ${text}`;
}

function why(input: RationaleInput, noun: Noun): string {
  const object = noun.a;
  const { policy, category, risk } = input;
  switch (policy.verdict) {
    case 'allow':
      return category === 'Read'
        ? `Allowed rather than capped: reading ${object} ${/\bchanges$/i.test(noun.bare) ? 'alters' : 'changes'} nothing, so a limit would only slow honest work${input.flow.source ? `; the care belongs on the tools that could carry ${object} out` : ''}.`
        : `Allowed: a wrong call on ${object} is undone by the next one, so neither a cap nor approval would protect anything.`;
    case 'rate-limit': {
      const pace = CADENCE_NOUN[input.cadence];
      const stricter =
        category === 'Read' ? `approval would stop every read of ${object}` : `each call on ${object} can be put right`;
      return `Capped at ${policy.max} per ${policy.window}, near the pace of normal ${pace}, rather than held for approval: ${stricter}, and the cap stops a runaway loop early.`;
    }
    case 'require-approval': {
      // A draft held because its evidence is weak or unchecked says so, rather than claiming a harm it has not shown.
      const held = input.fired.map(({ contribution }) => contribution.held).filter((clause) => clause !== undefined);
      if (held.length > 0 && risk !== 'critical' && category !== 'Financial')
        return `Each call on ${object} is held for a person's approval until someone has checked this tool: ${[...new Set(held)].slice(0, 2).join('; and ')}.`;
      return `Held for a person's approval rather than capped: a single call on ${object} already does the ${risk}-risk harm, so a cap would act too late${category === 'Financial' || risk === 'critical' ? '' : '; it stays callable, since the work is legitimate when a person agrees'}.`;
    }
    case 'deny':
      return `Denied, not just held for approval: nothing an agent does with ${object} is worth the chance of a rubber-stamped mistake; a person who needs it can enable it for one task.`;
  }
}

/**
 * What the page says when the author's hint and the definition disagree: three hint rules follow the author
 * (the disagreement goes to review), one keeps the specification's reading against the author.
 */
const DISAGREEMENT: Record<string, string> = {
  'hint-read-only':
    'This follows its author, who declares it read-only, though its definition suggests it writes; "How we judged it" shows both readings.',
  'hint-writes':
    'This follows its author, who declares that it changes state, though its definition only describes reading; "How we judged it" shows both readings.',
  'hint-destructive':
    'This follows its author, who declares it destructive, though its definition only describes additions; "How we judged it" shows both readings.',
  'hint-additive': 'Its author\'s declared destructiveHint says otherwise; "How we judged it" shows both readings.',
};

/** Whether the rule with this id fired for the tool. */
const firedRule = (input: RationaleInput, id: string): boolean => input.fired.some(({ rule }) => rule.id === id);

export function composeRationale(input: RationaleInput): string {
  const object = objectPhrase(input.facts);
  // "Run a GAQL query": when the caller writes the query, the query is the input, not what the tool reads.
  const queryIsInput = firedRule(input, 'free-form-query') && QUERY_INPUT.test(object);
  const noun = nounOf(queryIsInput ? 'stored records' : object);
  const sentences = [touches(input, noun.a), worst(input, noun), why(input, noun)];
  const disagreement = input.fired.find(
    ({ rule, contribution }) => rule.stage === 'hints' && contribution.flag !== undefined,
  );
  if (disagreement) {
    const sentence =
      disagreement.rule.id === 'hint-read-only' && disagreement.contribution.readOnly === false
        ? /the verb of its name/.test(disagreement.contribution.flag ?? '')
          ? 'Its author declares it read-only, but the verb of its name says otherwise; the catalogue judges it by what it can do, and "How we judged it" shows both readings.'
          : 'Its author declares it read-only, but what it can be told to do (an operation that writes, or a path it saves to) says otherwise; the catalogue judges it by what it can do, and "How we judged it" shows both readings.'
        : DISAGREEMENT[disagreement.rule.id];
    if (sentence) sentences.push(sentence);
  }
  return sentences.join(' ');
}
