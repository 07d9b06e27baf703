import { type Facts } from '../facts.ts';
import { wordSet } from '../vocabulary/word-set.ts';
import type { Parameter } from './schema.ts';
import { tokenizeText } from './tokens.ts';

const FREE_FORM_WORDS = wordSet(
  'query sql pipeline expression esql dsl cypher promql logql kql jql lucene aggregation aggregations statement',
);
/**
 * Named query languages (Azure DevOps WIQL, Confluence CQL, GraphQL, SPARQL, Splunk SPL, New Relic NRQL, Salesforce
 * SOQL…): a parameter named after one, or ending in one ("wiql", "cql_query", "graphql"), carries a query the caller
 * writes. Only as the parameter's last word or before query/filter/expression, so "graphql_schema" is no query.
 */
const QUERY_LANGUAGES = wordSet(
  'wiql cql graphql gql sparql spl nrql traceql soql sosl n1ql hql ksql ppl eql promql logql kql jql esql cypher lucene',
);
const QUERY_LANGUAGE_HEADS = wordSet('query queries string filter expression text');
/** Prose that names one of those languages ("a JQL query", "Lucene syntax"). */
const namesQueryLanguageIn = (text: string): boolean => tokenizeText(text).some((word) => QUERY_LANGUAGES.has(word));
/**
 * Query languages that can only read: metrics, logs, traces, issue trackers' and ad platforms' query languages. A
 * query in one of them cannot write whatever the caller puts in it (unlike SQL, Cypher, Gremlin, SPARQL, GraphQL or SPL).
 */
export const READ_ONLY_QUERY_LANGUAGE =
  /\b(?:promql|metricsql|logql|traceql|nrql|jql|wiql|soql|sosl|kql|lucene|jmespath|jsonpath|xpath|gaql|ppl|eql|esql|es\|ql|logs insights)\b/i;
const namesQueryLanguage = (candidate: Parameter): boolean => {
  const head = candidate.tokens[candidate.tokens.length - 1] ?? '';
  return (
    QUERY_LANGUAGES.has(head) ||
    (QUERY_LANGUAGE_HEADS.has(head) && candidate.tokens.some((token) => QUERY_LANGUAGES.has(token)))
  );
};
const FILTER_WORDS = wordSet('filter where');
const SEARCH_WORDS = wordSet('q search');
/** Searches over things an account keeps private: a free-text query there reaches everything the token can see. */
const PRIVATE_SEARCH =
  /\b(?:issues?|code|repositor(?:y|ies)|commits?|pull requests?|messages?|e-?mails?|files?|documents?|drive|tickets?|records?|customers?|contacts?)\b/i;
const QUERY_SYNTAX =
  /\b(?:syntax|query|dsl|expression|operators?|mongodb|sql|lucene|json filter|wiql|jql|kql|cql|promql|logql|graphql|sparql|nrql|soql)\b/i;
export const PUBLIC_SEARCH =
  /\b(?:web|internet|online|public|news|documentation|docs|knowledge base|wikipedia|search engine|places|maps?|weather|geocod\w*)\b/i;
export const COLLECTION_WORDS = wordSet(
  'collection collections table tables index indices indexes bucket buckets database databases dataset datasets',
);
/** A parameter that lets the caller write what comes back: a query language, a filter in query syntax, a search over private items. */
/** Last words of a parameter name that make it a reference to something, not its content. */
const IDENTIFIER_TAILS = wordSet('id ids uuid uuids name names key keys slug slugs ref refs number handle');
/** Verbs of a tool that searches: its "query" is the words searched for. */
const SEARCH_LEMMAS = wordSet(
  'search find lookup look discover browse explore suggest autocomplete ask answer research',
);
/** What a search reaches that an account keeps private, beyond PRIVATE_SEARCH: notes, memory, a workspace, logs, an index. */
const PRIVATE_SEARCH_MORE =
  /\b(?:notes?|notebooks?|memor(?:y|ies)|knowledge (?:graph|base of (?:the|your) (?:team|company|organi[sz]ation))|workspaces?|calendars?|events?|tasks?|to-?dos?|deals?|leads?|compan(?:y|ies)|crm|organi[sz]ation|logs?|traces?|spans?|metrics|signals|incidents?|indexe?s?|indices|vector store|collections?|databases?|tables?|inbox|chats?|channels?|conversations?|drafts?|routines?|workouts?|analytics|your|my|private|internal)\b/i;
/** What a search of public material names: a search engine, an open corpus, a public catalogue of components or media. */
const PUBLIC_CATALOGUE =
  /\b(?:search engines?|open[- ]access|app store|marketplace|catalog(?:ue)?|icons?|ui components?|component library|components? by (?:name|keyword)|guides?|templates?|videos?|papers?|articles?|literature|vocabulary|corpus|posts across|autocomplete suggestions|(?:sonar|answer|language|reasoning|research) model|straightforward questions)\b/i;
/**
 * The "query" of a search tool is the words searched for, not a query language: it reaches private data only when
 * the search does (issues, mail, files, notes, an index, a workspace). A search of the public web, a public catalogue
 * or documentation returns what anyone can read.
 */
const searchPhraseOnly = (facts: Facts, candidate: Parameter): boolean => {
  if (candidate.type !== 'string' || namesQueryLanguage(candidate)) return false;
  const words = candidate.tokens.filter(
    (token) => !['search', 'text', 'string', 'terms', 'keywords', 'phrase', 'q'].includes(token),
  );
  if (words.length !== 1 || words[0] !== 'query') return false;
  const searches =
    SEARCH_LEMMAS.has(facts.inferred.dominant.lemma) ||
    facts.tokens.includes('search') ||
    /^(?:quick |semantic |full-text |full text )?search(?:es)?\b/.test(facts.first);
  if (!searches) return false;
  if (
    QUERY_SYNTAX.test(candidate.description.replace(/\b(?:search )?query\b/gi, '')) ||
    /\bquery (?:syntax|language)\b|\bfilter language\b/i.test(facts.description)
  )
    return false;
  const text = `${facts.tokens.join(' ')} ${facts.first}`;
  if (PRIVATE_SEARCH.test(text) || PRIVATE_SEARCH_MORE.test(text)) return false;
  // Only a search that says what public thing it searches: searches of an account's own objects stay queries.
  return PUBLIC_SEARCH.test(text) || PUBLIC_CATALOGUE.test(`${text} ${facts.description}`);
};
export const freeFormParameter = (facts: Facts, candidate: Parameter): boolean => {
  const name = candidate.name.replace(/^\$/, '').toLowerCase();
  return (
    ['string', 'object', ''].includes(candidate.type) &&
    candidate.values.length === 0 &&
    // "pipelineId", "query_name": a parameter that names or points at one is not the query itself.
    !IDENTIFIER_TAILS.has(candidate.tokens[candidate.tokens.length - 1] ?? '') &&
    (((candidate.tokens.some((token) => FREE_FORM_WORDS.has(token)) || namesQueryLanguage(candidate)) &&
      !searchPhraseOnly(facts, candidate)) ||
      (FILTER_WORDS.has(name) && (candidate.type === 'object' || QUERY_SYNTAX.test(candidate.description))) ||
      (SEARCH_WORDS.has(name) && (PRIVATE_SEARCH.test(facts.first) || namesQueryLanguageIn(candidate.description))))
  );
};
/** OData-style list options that page and narrow one listed collection. */
const LIST_OPTIONS =
  /^\$?(?:top|skip|select|orderby|order_?by|expand|count|skiptoken|page_?size|per_?page|limit|offset)$/i;
/**
 * A filter or search that only narrows what one list tool returns ("list-mail-folders" with an OData $filter beside
 * $top and $select), not a query language over a data store: its name is filter, where, search or q (never query,
 * sql, pipeline, expression), the caller does not pick a collection, table, index or database, and the tool is a list
 * or carries OData list options.
 */
export const listFilter = (facts: Facts, candidate: Parameter): boolean => {
  const name = candidate.name.replace(/^\$/, '').toLowerCase();
  if (!FILTER_WORDS.has(name) && !SEARCH_WORDS.has(name)) return false;
  if (candidate.tokens.some((token) => FREE_FORM_WORDS.has(token))) return false;
  if (facts.params.some((parameter) => COLLECTION_WORDS.has(parameter.name.replace(/^\$/, '').toLowerCase())))
    return false;
  const odata =
    candidate.name.startsWith('$') ||
    /\bodata\b/i.test(candidate.description) ||
    facts.params.filter((parameter) => LIST_OPTIONS.test(parameter.name)).length >= 2;
  const lists = facts.inferred.dominant.lemma === 'list';
  return odata || lists;
};

/** The parameter in which the caller writes a query over a data store, if any: free-form, and not a list's own filter. */
export const freeFormQueryParameter = (facts: Facts): Parameter | undefined =>
  facts.params.find((candidate) => freeFormParameter(facts, candidate) && !listFilter(facts, candidate));
