/**
 * Rate caps sized by how often the kind of call is normally made and by risk:
 * page actions are counted per minute, content changes and messages per hour,
 * infrastructure changes per hour or day. Within a kind, more risk never means a
 * looser cap; across a server, calibrateCaps makes sure of the same.
 */
import { RISK_LEVELS, WINDOW_MS, type PolicyWindow, type RiskLevel } from '../../schema/enums.ts';
import type { Cadence } from './rule.ts';

export interface Cap {
  max: number;
  window: PolicyWindow;
}

export const CAPS: Record<Cadence, Record<RiskLevel, Cap>> = {
  ui: {
    low: { max: 60, window: 'minute' },
    medium: { max: 20, window: 'minute' },
    high: { max: 5, window: 'minute' },
    critical: { max: 2, window: 'minute' },
  },
  fetch: {
    low: { max: 120, window: 'hour' },
    medium: { max: 60, window: 'hour' },
    high: { max: 20, window: 'hour' },
    critical: { max: 5, window: 'hour' },
  },
  metered: {
    low: { max: 60, window: 'hour' },
    medium: { max: 30, window: 'hour' },
    high: { max: 10, window: 'hour' },
    critical: { max: 5, window: 'hour' },
  },
  content: {
    low: { max: 60, window: 'hour' },
    medium: { max: 30, window: 'hour' },
    high: { max: 10, window: 'hour' },
    critical: { max: 5, window: 'hour' },
  },
  operation: {
    low: { max: 30, window: 'hour' },
    medium: { max: 10, window: 'hour' },
    high: { max: 5, window: 'hour' },
    critical: { max: 2, window: 'hour' },
  },
  message: {
    low: { max: 20, window: 'hour' },
    medium: { max: 10, window: 'hour' },
    high: { max: 5, window: 'hour' },
    critical: { max: 2, window: 'hour' },
  },
  infra: {
    low: { max: 10, window: 'hour' },
    medium: { max: 5, window: 'hour' },
    high: { max: 10, window: 'day' },
    critical: { max: 3, window: 'day' },
  },
};

export const CADENCE_NOUN: Record<Cadence, string> = {
  ui: 'page actions',
  fetch: 'page fetches',
  metered: 'paid calls',
  content: 'edits',
  operation: 'operations',
  message: 'messages',
  infra: 'infrastructure changes',
};

/** Calls per day a cap allows: the one scale on which caps with different windows compare. */
export function perDay(cap: Cap): number {
  return (cap.max * WINDOW_MS.day) / WINDOW_MS[cap.window];
}

export function capFor(cadence: Cadence, risk: RiskLevel): Cap {
  return CAPS[cadence][risk];
}

const rank = (risk: RiskLevel) => RISK_LEVELS.indexOf(risk);

interface Capped {
  risk: RiskLevel;
  policy: { verdict: string; max?: number; window?: PolicyWindow };
}

/** Pairs (stricter risk, lesser risk) of one server where the stricter tool has the looser cap. */
export function invertedCaps<T extends Capped>(tools: readonly T[]): Array<[T, T]> {
  const capped = tools.filter(
    (tool) => tool.policy.verdict === 'rate-limit' && tool.policy.max !== undefined && tool.policy.window !== undefined,
  );
  const out: Array<[T, T]> = [];
  for (const high of capped) {
    for (const low of capped) {
      if (rank(high.risk) > rank(low.risk) && perDay(high.policy as Cap) > perDay(low.policy as Cap))
        out.push([high, low]);
    }
  }
  return out;
}

/**
 * Tightens caps so that, on one server, a riskier tool never gets a looser cap than a less risky one:
 * a tool's cap is lowered to the tightest cap of any tool of lower risk. Caps only ever get tighter.
 */
export function calibrateCaps<T extends Capped>(tools: readonly T[]): Map<T, Cap> {
  const changes = new Map<T, Cap>();
  const capped = tools.filter(
    (tool) => tool.policy.verdict === 'rate-limit' && tool.policy.max !== undefined && tool.policy.window !== undefined,
  );
  for (const tool of capped) {
    const own = tool.policy as Cap;
    let tightest: Cap = own;
    for (const other of capped) {
      if (rank(other.risk) < rank(tool.risk) && perDay(other.policy as Cap) < perDay(tightest))
        tightest = other.policy as Cap;
    }
    if (tightest !== own) changes.set(tool, { max: tightest.max, window: tightest.window });
  }
  return changes;
}
