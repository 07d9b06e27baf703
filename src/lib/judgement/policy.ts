/**
 * The recommended rule for a tool, from its category and risk.
 *
 * Read → allow; Write → rate-limit; Execute → rate-limit, or approval when the
 * caller's own code runs; Destructive and Financial → approval; money transfers
 * → deny. The consistency rules (src/lib/judgement/consistency.ts) hold by construction:
 * never allow a Destructive, Financial or critical tool, never deny a low-risk read.
 */
import type { Category, RiskLevel } from '../../schema/enums.ts';
import type { ToolPolicy } from '../../schema/tool.ts';
import type { Exposure } from './exposure.ts';
import type { InferredEffect } from './infer-effect.ts';

/** Verbs that move money out: these are denied, not just held for approval. */
const TRANSFER_VERBS = new Set(['transfer', 'send', 'wire', 'withdraw', 'payout', 'remit', 'pay', 'tip', 'donate']);

export function choosePolicy(category: Category, risk: RiskLevel, effect: InferredEffect, exposure: Exposure): ToolPolicy {
  switch (category) {
    case 'Read':
      if (risk === 'critical') return { verdict: 'require-approval', reason: 'It reads data sensitive enough that each call should be seen by a person.' };
      if (exposure.cost) return { verdict: 'rate-limit', max: 60, window: 'hour', reason: 'It changes nothing, but each call spends metered resources, so a runaway loop is capped.' };
      return risk === 'low'
        ? { verdict: 'allow', reason: 'It only reads, so allowing it by default costs little.' }
        : { verdict: 'allow', reason: 'It only reads; allow it, but watch where its output goes, since it can include private data.' };
    case 'Write':
      return risk === 'high'
        ? { verdict: 'rate-limit', max: 10, window: 'hour', reason: 'Changes here are sensitive; a low cap keeps a misled agent from making many before anyone notices.' }
        : { verdict: 'rate-limit', max: 30, window: 'hour', reason: 'Changes can be undone, but a cap stops an agent stuck in a loop from flooding the target.' };
    case 'Execute':
      if (risk === 'critical') return { verdict: 'require-approval', reason: 'It runs what the caller supplies, so a person should read each call before it runs.' };
      if (exposure.sends) return { verdict: 'rate-limit', max: 10, window: 'hour', reason: 'Messages cannot be unsent; a low cap limits spam and leaks from a misled agent.' };
      return { verdict: 'rate-limit', max: 10, window: 'minute', reason: 'It stays usable but capped, so a runaway agent cannot fire it dozens of times a minute.' };
    case 'Destructive':
      return { verdict: 'require-approval', reason: 'What it removes or replaces may not come back, so a person should confirm each call.' };
    case 'Financial':
      if (effect.verbs.some((verb) => verb.cls === 'financial' && TRANSFER_VERBS.has(verb.lemma))) {
        return { verdict: 'deny', reason: 'It moves money out; an agent should never do that on its own, so it is blocked unless a person enables it.' };
      }
      return { verdict: 'require-approval', reason: 'It spends money, so a person should approve each call.' };
  }
}
