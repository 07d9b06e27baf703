/**
 * Reader-facing sentences of a tool page that are generated from the record:
 * why the tool sits in its category rather than the neighbouring one, and what
 * its recommended verdict means in practice for an agent that has gone wrong.
 */
import type { Category, PolicyWindow, RiskLevel, Verdict } from '../../schema/enums.ts';
import { count } from './grammar.ts';

export interface CategoryFacts {
  category: Category;
  risk: RiskLevel;
  effect: { readOnly: boolean; destructive: boolean; idempotent: boolean; openWorld: boolean };
}

/** The category a reader is most likely to expect instead, and why it is not that one. */
export function categoryContrast({ category, effect }: CategoryFacts): string {
  switch (category) {
    case 'Read':
      return effect.openWorld
        ? 'Read, not Write: it fetches from systems outside the server but changes nothing there or here. Its risk is in what it returns: data an agent could leak, or text that could carry instructions.'
        : 'Read, not Write: it changes nothing. Its risk is in what it returns: data an agent could leak, or text that could carry instructions.';
    case 'Write':
      return effect.destructive
        ? 'Write, not Destructive: it can overwrite what is there, but what it changes can be put back (from history, a previous version or by writing it again), so nothing is lost for good.'
        : 'Write, not Destructive: it creates or updates data and deletes nothing, so a bad call can be undone by changing the data back.';
    case 'Execute':
      return effect.destructive
        ? 'Execute, not Destructive: what matters is the operation it sets off (running code, sending a message, starting or stopping a job). That operation can delete or overwrite along the way, which is counted in its risk, but losing data is a side effect, not what the tool is for.'
        : 'Execute, not Write: it does not just store data, it sets something in motion (runs code, sends a message, starts or stops a job) whose effects reach beyond the record it touches and may not be reversible.';
    case 'Destructive':
      return 'Destructive, not Write: what it deletes or overwrites cannot simply be put back, so a single wrong call can lose data or break a system for good.';
    case 'Financial':
      return 'Financial, not Execute: the operation it sets off moves money or runs up a bill, a loss counted in money that a retry or an undo does not recover.';
  }
}

export interface VerdictFacts {
  tool: string;
  verdict: Verdict;
  max?: number;
  window?: PolicyWindow;
}

/** What an agent that has gone wrong (looping, misled or hijacked) can and cannot do with the tool under the verdict. */
export function verdictInPractice({ tool, verdict, max, window }: VerdictFacts): { can: string; cannot: string } {
  switch (verdict) {
    case 'allow':
      return {
        can: `A runaway agent can call ${tool} as often as it likes, with any arguments.`,
        cannot: 'Nothing is held back: allow is only for tools whose worst call is harmless.',
      };
    case 'rate-limit':
      return {
        can: `A runaway agent can still make ${count(max ?? 0, 'call')} to ${tool} every ${window}, each doing whatever its arguments say.`,
        cannot: `It cannot go faster: once it has made ${count(max ?? 0, 'call')} in a ${window}, further calls are refused until the next ${window}, so a loop cannot repeat the damage thousands of times.`,
      };
    case 'require-approval':
      return {
        can: `A runaway agent can ask to call ${tool}, and a person sees each request with its arguments.`,
        cannot:
          'It cannot make a call nobody approved. The protection is only as good as the approvals: approving by habit undoes it.',
      };
    case 'deny':
      return {
        can: `A runaway agent cannot see ${tool} at all: it is hidden from the tool list.`,
        cannot:
          'It cannot call it either: a call by name is refused. Whatever the tool does has to be done by a person, outside the agent.',
      };
  }
}

/** Pasting one tool's policy on its own replaces the whole policy, and its default denies everything else. */
export function singleToolWarning(tool: string, serverName: string, otherTools: number): string {
  if (otherTools <= 0)
    return `This policy lists only ${tool}, the only tool of ${serverName}; its "default": "deny" refuses any tool it does not list.`;
  return `This policy lists only ${tool}. Pasted on its own, its "default": "deny" refuses ${otherTools === 1 ? 'the one other tool' : `all ${otherTools} other tools`} of ${serverName}. To keep them, add this rule to your existing policy, or start from the whole-server policy.`;
}
