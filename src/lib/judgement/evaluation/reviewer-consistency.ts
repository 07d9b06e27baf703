/**
 * Reviewers against each other: the same definition reviewed on different servers, each review set against the
 * other on the measures the drafts are held to (drafts.ts). It is how far apart two reviews land:
 * a draft of one definition cannot agree with two reviews of it that disagree, so on these definitions the figures bound
 * what a draft can reach, and elsewhere they show how far apart careful reviews are.
 *
 * A pair is two reviewed records of different servers with the same definition (the definition hash: name,
 * description, schema and annotations), or, in the wider count, the same name and description. Each unordered pair is
 * counted both ways round, once with each review as the reference, as a draft is set against one reviewer. Reviews of
 * the same definition may differ for real reasons (another server's code behind it, another account's reach), so the
 * figures say how far apart reviews are, not how often reviewers err.
 */
import { counter, percent, type Agreement } from './hint-agreement.ts';
import { held, sideBySide, type Grade } from './drafts.ts';

export interface ReviewedRecord {
  server: string;
  name: string;
  description: string;
  definitionHash: string;
  reviewed: Grade;
}

export interface Consistency {
  /** Definitions reviewed on two servers or more. */
  definitions: number;
  /** Ordered pairs of reviews of one definition on different servers. */
  pairs: number;
  readOnly: Agreement;
  category: Agreement;
  verdict: Agreement;
  /** Pairs where the second review's verdict is looser than the first's; `agree` counts the pairs where it is not. */
  notLooser: Agreement;
  /** Of those looser pairs, how many loosen a Financial, Destructive or critical reference. */
  looserOnGuarded: number;
  /** The reference allows, the other holds (require-approval or deny); `agree` counts the pairs where it does not. */
  notOverHeld: Agreement;
  readOnlyUsable: Agreement;
  destructiveHeld: Agreement;
  /** The same pairs' reference reviews: how many of the destructive tools they hold themselves. */
  destructiveHeldByReference: Agreement;
}

export function reviewerConsistency(
  records: readonly ReviewedRecord[],
  same: (record: ReviewedRecord) => string = (record) => record.definitionHash,
): Consistency {
  const groups = new Map<string, ReviewedRecord[]>();
  for (const record of records) {
    const key = same(record);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  const readOnly = counter();
  const category = counter();
  const verdict = counter();
  const notLooser = counter();
  const notOverHeld = counter();
  const readOnlyUsable = counter();
  const destructiveHeld = counter();
  const destructiveHeldByReference = counter();
  let definitions = 0;
  let looserOnGuarded = 0;
  for (const group of groups.values()) {
    if (new Set(group.map((record) => record.server)).size < 2) continue;
    definitions++;
    for (const reference of group)
      for (const other of group) {
        if (other.server === reference.server) continue;
        const side = sideBySide(reference.reviewed, other.reviewed);
        readOnly.count(side.readOnly);
        category.count(side.category);
        verdict.count(side.verdict);
        notLooser.count(side.looser === 0);
        if (side.looser > 0 && side.guarded) looserOnGuarded++;
        if (side.overHeld !== undefined) notOverHeld.count(!side.overHeld);
        if (side.readOnlyUsable !== undefined) readOnlyUsable.count(side.readOnlyUsable);
        if (side.destructiveHeld !== undefined) {
          destructiveHeld.count(side.destructiveHeld);
          destructiveHeldByReference.count(held(reference.reviewed.verdict));
        }
      }
  }
  const result = {
    readOnly: readOnly.result(),
    category: category.result(),
    verdict: verdict.result(),
    notLooser: notLooser.result(),
    notOverHeld: notOverHeld.result(),
    readOnlyUsable: readOnlyUsable.result(),
    destructiveHeld: destructiveHeld.result(),
    destructiveHeldByReference: destructiveHeldByReference.result(),
  };
  return { definitions, pairs: result.verdict.total, looserOnGuarded, ...result };
}

/** The same name and description: the words a reviewer reads first, whatever the schema says. */
export const sameWords = (record: ReviewedRecord) => `${record.name}\u0000${record.description.trim()}`;

const missing = (agreement: Agreement) =>
  `${(((agreement.total - agreement.agree) / Math.max(1, agreement.total)) * 100).toFixed(1)}% (${agreement.total - agreement.agree}/${agreement.total})`;

/** The report: one block per way of deciding that two records are the same tool. */
export function formatReviewerConsistency(blocks: ReadonlyArray<[string, Consistency]>): string {
  const lines = [
    'Each review of a definition set against a review of the same definition on another server, on the measures the drafts are held to.',
    'A draft of one definition cannot agree with two reviews of it that disagree: on these definitions the figures bound what a draft can reach, and elsewhere they show how far apart careful reviews land. Reviews may differ for real reasons (the code behind the definition, the account it reaches).',
  ];
  for (const [label, figures] of blocks) {
    lines.push(
      `  ${label}: ${figures.definitions} definitions reviewed on two servers or more, ${figures.pairs} ordered pairs`,
      `    readOnly     ${percent(figures.readOnly)}   category ${percent(figures.category)}   verdict ${percent(figures.verdict)}`,
      `    one review looser than the other  ${missing(figures.notLooser)}; ${figures.looserOnGuarded} of them on Financial, Destructive or critical tools`,
      `    one allows, the other holds       ${missing(figures.notOverHeld)} of the pairs whose reference allows`,
      `    read-only usable ${percent(figures.readOnlyUsable)}   destructive held ${percent(figures.destructiveHeld)} (the reference reviews hold ${percent(figures.destructiveHeldByReference)} of the same tools themselves: reviewers cap many overwrites)`,
    );
  }
  return lines.join('\n');
}
