import { descriptionMatch, type Facts, nameWords } from '../facts.ts';
import { wordSet } from '../vocabulary/word-set.ts';
import { firstLemma } from '../find.ts';

/**
 * The tool only adds or removes a reaction (an emoji): its only free input names one of a few fixed emoji,
 * so nothing the caller writes goes out.
 */
/** What a managed service evaluates in its own sandbox: templates, resolvers, functions of an API, not commands. */
const SANDBOX_OBJECTS = wordSet(
  'template templates resolver resolvers function functions mapping mappings handler handlers',
);
const HOST_WORDS =
  /\b(?:shell|terminal|command line|commands?|host|machine|container|pod|process|bash|locally|browser|page|tab|console)\b/i;
/**
 * The code goes to a managed service's own sandbox: an evaluate or test endpoint that runs a template or resolver
 * against a given context and returns the result, or a resolver/function stored in the service's runtime.
 */
export const serviceSandbox = (facts: Facts): { kind: 'evaluate' | 'stored'; match: string } | undefined => {
  if (facts.inferred.browser || HOST_WORDS.test(facts.description)) return undefined;
  const object =
    nameWords(facts, SANDBOX_OBJECTS) ??
    descriptionMatch(
      { ...facts, description: facts.first },
      /\b(?:mapping templates?|resolvers?|resolver code|function code)\b/,
    );
  if (object === undefined) return undefined;
  const evaluates =
    firstLemma(facts, wordSet('evaluate eval test')) ?? (/\bevaluat\w*\b/i.test(facts.first) ? 'evaluate' : undefined);
  if (evaluates !== undefined && /\b(?:returns?|result|response|output)\b/i.test(facts.lower))
    return { kind: 'evaluate', match: `${evaluates} ${object}` };
  const stores = facts.inferred.verbs.find(
    (verb) => verb.source === 'name' && (verb.cls === 'create' || verb.cls === 'modify' || verb.cls === 'overwrite'),
  );
  if (stores && facts.inferred.schema.code.length > 0 && nameWords(facts, SANDBOX_OBJECTS) !== undefined)
    return { kind: 'stored', match: `${stores.lemma} ${object}` };
  return undefined;
};
