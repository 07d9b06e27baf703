import { str, tool } from '../../examples.ts';
import { describeParameter, type Facts, findParameter, nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { either } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { BATCH_WORDS, BULK_WORDS, SWEEP_WORDS, bulkNameWords } from '../../vocabulary/nouns.ts';

/**
 * A batch of items the caller lists (batch, bulk, multiple in the name; ids given), not all that match: no "all",
 * "every" or filter in the name, the first sentence or the parameters, no recursive or all-namespaces switch, and
 * items, not commands or requests.
 */
const listedBatch = (facts: Facts): boolean => {
  if (nameWords(facts, BATCH_WORDS) === undefined || nameWords(facts, SWEEP_WORDS) !== undefined) return false;
  // A batch of commands, requests or operations runs whatever the caller lists: no bound on what each does.
  if (
    nameWords(
      facts,
      wordSet('command commands request requests operation operations call calls action actions tool tools graph'),
    ) !== undefined ||
    facts.inferred.runsCode
  )
    return false;
  if (/\b(?:all|every|everything|matching|that match|filter(?:ed|s)?|query)\b/i.test(facts.first)) return false;
  return !facts.params.some((parameter) =>
    /^(?:all_?namespaces|all|everywhere|recursive|filter|filters|query|where|match)$/i.test(parameter.name),
  );
};
export default defineRule({
  id: 'bulk-change',
  stage: 'risk',
  summary:
    'It changes many objects at once (many, bulk, all, every namespace). One level more risk; removals need approval.',
  when: (facts, state) => {
    // Adding many objects at once only adds: the risk is in changing or removing many.
    if (state.readOnly || facts.inferred.dominant.cls === 'create') return undefined;
    return either(
      (() => {
        // "catch-all", "allow-all": an "all" inside a noun names one setting, not many objects.
        const words = bulkNameWords(facts.tokens, BULK_WORDS);
        return words.length > 0 ? { signal: 'name' as const, match: words.join(' ') } : undefined;
      })(),
      (() => {
        const parameter = findParameter(facts, (candidate) =>
          /^(?:all_?namespaces|all|everywhere|recursive)$/i.test(candidate.name),
        );
        return parameter ? { signal: 'parameter' as const, match: describeParameter(parameter) } : undefined;
      })(),
    );
  },
  // A removal of items the caller lists one by one (a batch, multiple ids) loses no more than those items: high, as
  // removing each would be. A removal of all that match, in every namespace or recursively, is critical.
  then: (facts, _hit, state) => ({
    riskAtLeast: state.destructive ? (listedBatch(facts) ? 'high' : 'critical') : 'high',
    ...(state.destructive ? { verdictAtLeast: 'require-approval' as const } : {}),
    attacks: ['excessive-agency'],
    outcome: 'every matching {objects} changed in one call',
    weight: 1,
  }),
  says: '{match}: one call reaches many objects',
  examples: {
    fires: [
      tool('update_many', 'Update all documents matching a filter.'),
      tool('delete_all_drafts', 'Delete all drafts of the mailbox.'),
      tool('batch_drop_cards', 'Delete several cards of a board in one call, given their ids.', {
        card_ids: { type: 'array', items: str },
      }),
      tool('batch_api_requests', 'Send several API requests of any method in one call.', {
        requests: { type: 'array' },
      }),
    ],
    quiet: [
      tool('update_one', 'Update one document.'),
      tool('insert_many', 'Insert many documents.'),
      // A catch-all address is one mailbox setting, not many objects.
      tool('mailbox_deleteCatchAllV2', 'Delete the catch-all address of a mail domain.', { domain: str }),
    ],
  },
});
