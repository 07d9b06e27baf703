import { type Facts } from '../facts.ts';
import { wordSet } from '../vocabulary/word-set.ts';
import { CLASS_PHRASE as VERB_CLASS_PHRASE } from '../reading.ts';
import { tokenizeName } from './tokens.ts';
import { verbClass, type VerbClass, verbLemma } from '../vocabulary/verbs.ts';

/** Verb classes whose presence as the name's own verb outweighs an author's read-only hint. */
export const NAME_WRITES: ReadonlySet<VerbClass> = new Set<VerbClass>([
  'create',
  'modify',
  'overwrite',
  'delete',
  'execute',
  'send',
  'disruptive',
  'trigger',
  'financial',
]);
/** Lemmas of list and search tools, whose "action" or "type" parameter filters what is listed rather than picking what the tool does. */
const LISTING_LEMMAS = wordSet('list search find count filter query');
/**
 * What the tool can be told to do that writes, whatever its name says: an operation parameter (action, method,
 * operation) offering a value that creates, changes, removes, runs or sends, or a path the result is saved to. A read
 * hint cannot outweigh it. An "action" of a list tool that is described as a filter or a type names what is listed.
 */
export function writingOption(
  facts: Facts,
): { what: string; lemma: string; cls: VerbClass; parameter: string } | undefined {
  const listing = LISTING_LEMMAS.has(facts.inferred.dominant.lemma);
  for (const parameter of [...facts.params, ...facts.nested]) {
    const name = parameter.name
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .replace(/-/g, '_')
      .toLowerCase();
    if (
      !/^(?:method|action|actions|operation|op|subcommand|sub_command|mode|verb|action_?type|operation_?type|command)$/.test(
        name,
      )
    )
      continue;
    if (listing && /\b(?:filter|type of|kind of|only|by action)\b/i.test(parameter.description)) continue;
    for (const value of parameter.values) {
      const lemma = tokenizeName(value)
        .slice(0, 2)
        .map((token) => verbLemma(token))
        .find((candidate) => candidate !== undefined);
      const cls = lemma === undefined ? undefined : (verbClass(lemma) as VerbClass | undefined);
      if (lemma !== undefined && cls !== undefined && NAME_WRITES.has(cls) && lemma !== 'generate') {
        return {
          what: `its ${parameter.path ?? parameter.name} parameter offers "${value}", which ${VERB_CLASS_PHRASE[cls]}`,
          lemma,
          cls,
          parameter: `${parameter.path ?? parameter.name}: ${value}`,
        };
      }
    }
  }
  const path = facts.inferred.schema.savesToPath[0];
  if (path !== undefined)
    return {
      what: `it saves its result to the path the caller gives in ${path}, which writes a file`,
      lemma: 'save',
      cls: 'create',
      parameter: path,
    };
  return undefined;
}
