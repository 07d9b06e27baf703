import { str, tool } from '../../examples.ts';
import { type Facts, nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { CONTAINED_CONTENT, DETACH_LEMMAS, detachedObject } from '../../signals/detach.ts';

/** Nouns of a link between two objects: deleting one leaves both objects as they were. */
const LINK_NOUNS = wordSet(
  'link links relation relations relationship relationships association associations membership memberships related dependency dependencies',
);
/** Places where removing something deletes it: a device, a disk, a store. */
const STORAGE_PLACES =
  /^(?:(?:the|a|an|its|this|your) )?(?:devices?|disks?|drives?|servers?|storage|systems?|computers?|machines?|file ?systems?|caches?|stores?|buckets?|databases?|trash|recycle bin|history|memory|registry|index|knowledge graph|graph)\b/i;
/** Objects that live on their own and can sit in several groups at once: taking one out of a group keeps it. */
const INDEPENDENT_OBJECTS = wordSet(
  'issue issues ticket tickets task tasks card cards story stories epic epics bug bugs test tests case cases requirement requirements member members user users collaborator collaborators assignee assignees reviewer reviewers participant participants',
);
const DETACH_SENTENCE =
  /^(?:removes?|unlinks?|detach(?:es)?|disassociates?|unassigns?|takes?)\s+(?:an?\s+|the\s+|one\s+|this\s+|a given\s+|the specified\s+|specified\s+)?([a-z][\w -]{0,40}?)\s+from\s+(?:an?\s+|the\s+|its\s+|their\s+|a given\s+|the specified\s+)?([a-z][\w -]{0,40})/i;
/**
 * A removal that only undoes a link: "delete_cycle_issue: Remove an issue from a cycle" (the description says what is
 * taken out of what, and neither is content or storage), or a link, relation or membership named as the object
 * ("delete_issue_link", "remove_related_issue"). Both objects stay.
 */
const unlinksObjects = (facts: Facts): string | undefined => {
  const detached = detachedObject(facts);
  if (detached !== undefined) return detached;
  const dominant = facts.inferred.dominant;
  if (!(DETACH_LEMMAS.has(dominant.lemma) || dominant.lemma === 'delete') || dominant.source !== 'name')
    return undefined;
  const said = DETACH_SENTENCE.exec(facts.first);
  if (said) {
    const object = (said[1] ?? '').trim().split(/\s+/);
    const container = (said[2] ?? '').trim();
    if (STORAGE_PLACES.test(container)) return undefined;
    if (
      INDEPENDENT_OBJECTS.has(object[object.length - 1] ?? '') &&
      !object.some((word) => CONTAINED_CONTENT.has(word))
    ) {
      return `${said[0].split(/\s+/)[0]?.toLowerCase()} ${object.join(' ')} from ${container.split(/\s+/).slice(0, 3).join(' ')}`;
    }
  }
  // "delete_issue_link", "remove_related_issue": the link itself is the object.
  const link = nameWords(facts, LINK_NOUNS);
  return link !== undefined &&
    dominant.lemma !== 'unlink' &&
    !/\b(?:knowledge graph|graph|database|memory)\b/i.test(facts.first)
    ? `${dominant.lemma} ${link}`
    : undefined;
};
export default defineRule({
  id: 'category-detach',
  stage: 'category',
  summary:
    "It takes one object out of another (remove a member from a card, unlink a requirement from a test): the link is gone but both objects remain, and adding it back restores it. Write, still destructive in the specification's sense.",
  when: (facts, state) => {
    const detached = unlinksObjects(facts);
    return state.destructive && detached !== undefined
      ? { signal: verbSignal(facts, facts.inferred.dominant.lemma), match: detached }
      : undefined;
  },
  then: { category: 'Write', cadence: 'content' },
  says: '"{match}" undoes a link; both objects stay',
  examples: {
    fires: [
      tool('remove_member_from_card', 'Remove a member from a card.'),
      tool('unlinkTestFromRequirement', 'Unlink a test from a requirement.'),
      // The name says delete, the description says what is taken out of what: a membership, not the item.
      tool('delete_sprint_ticket', 'Remove a ticket from a sprint.', { sprint_id: str, ticket_id: str }),
      tool('delete_ticket_relation', 'Deletes the relation between two tickets.', { relation_id: str }),
    ],
    quiet: [
      tool('delete_member', 'Delete a member.'),
      tool('remove_file_from_bucket', 'Remove a file from a bucket.'),
      tool('remove_card', 'Remove a card.'),
      tool('delete_sprint', 'Delete a sprint and its settings.', { sprint_id: str }),
      tool('delete_cached_page', 'Delete a page from the cache.', { page_id: str }),
      tool('delete_row', 'Remove a row from a table.', { table: str, row_id: str }),
    ],
  },
});
