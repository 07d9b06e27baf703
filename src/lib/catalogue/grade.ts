import type { AuthKind, Category, RiskLevel, ServerBehaviourKind, Transport } from '../../schema/enums.ts';
import { partOf } from '../text/grammar.ts';
import { CATEGORIES, RISK_LEVELS, type Grade } from '../../schema/enums.ts';
import type { PublisherIdentity } from './publisher-identity.ts';

export interface GradeInput {
  tools: ReadonlyArray<{ category: Category; risk: RiskLevel }>;
  /** The package this server's name can pass for, when a third party publishes it (publisher-identity.ts). */
  imitates?: PublisherIdentity['imitates'];
  /** The server's package name, to say which name imitates. */
  packageName?: string;
  authKind: AuthKind;
  transport: Transport;
  /** What the server does by itself (server.yaml `behaviours`). */
  behaviours?: ReadonlyArray<{ kind: ServerBehaviourKind; byDefault: boolean }>;
}

/** The grade's input for a server record and its tools: the one place pages, API and tests take it from. */
export function gradeInput(
  record: {
    auth: { kind: AuthKind };
    transport: Transport;
    behaviours?: ReadonlyArray<{ kind: ServerBehaviourKind; byDefault: boolean }>;
    package?: { name: string };
  },
  tools: GradeInput['tools'],
  identity: Pick<PublisherIdentity, 'imitates'>,
): GradeInput {
  return {
    tools,
    ...(identity.imitates ? { imitates: identity.imitates } : {}),
    ...(record.package ? { packageName: record.package.name } : {}),
    authKind: record.auth.kind,
    transport: record.transport,
    behaviours: record.behaviours ?? [],
  };
}

interface Deduction {
  points: number;
  reason: string;
}

export interface GradeResult {
  grade: Grade;
  score: number;
  deductions: Deduction[];
}

const WORST_RISK_PENALTY: Record<RiskLevel, number> = { low: 0, medium: 10, high: 25, critical: 40 };
const BREADTH_PENALTY = 30;
const IMITATION_PENALTY = 15;
const OPEN_REMOTE_PENALTY = 15;
const SENDS_OUT_PENALTY = 10;
/** What a server sends out by itself that marks it down: the user's data leaving with no tool call to govern it. */
const SENDS_OUT: ReadonlySet<ServerBehaviourKind> = new Set(['telemetry', 'uploads-files']);
const SENDS_OUT_PHRASE: Record<ServerBehaviourKind, string> = {
  telemetry: 'usage data',
  'uploads-files': 'your files',
  other: 'data',
};
/** Lowest score for each grade, best first. */
const GRADE_FLOORS: ReadonlyArray<readonly [Grade, number]> = [
  ['A', 90],
  ['B', 75],
  ['C', 60],
  ['D', 45],
  ['F', 0],
];

/**
 * The server grade: 100 points less what an agent holding the server could do
 * (its worst tool and how many tools are high or critical) and less what is
 * established against trusting it (a package name that can pass for a vendor's
 * own while a third party publishes it, a remote endpoint that takes no
 * credentials while offering tools that change things, data it sends out by
 * itself). A publisher who is not the vendor costs nothing: that is common and
 * legitimate, and an unknown publisher is not a fault either. Every deduction carries its reason, so a
 * page can show exactly why a server got its letter.
 */
export function gradeServer(input: GradeInput): GradeResult {
  const deductions: Deduction[] = [];
  const { tools } = input;
  if (tools.length > 0) {
    const worst = tools.reduce<RiskLevel>(
      (acc, t) => (RISK_LEVELS.indexOf(t.risk) > RISK_LEVELS.indexOf(acc) ? t.risk : acc),
      'low',
    );
    if (WORST_RISK_PENALTY[worst] > 0) {
      deductions.push({ points: WORST_RISK_PENALTY[worst], reason: `its riskiest tool is ${worst} risk` });
    }
    const severe = tools.filter((t) => t.risk === 'high' || t.risk === 'critical').length;
    const breadth = Math.round((BREADTH_PENALTY * severe) / tools.length);
    if (breadth > 0) {
      deductions.push({ points: breadth, reason: partOf(severe, tools.length, 'tool', 'high or critical risk') });
    }
  }
  if (input.imitates) {
    deductions.push({
      points: IMITATION_PENALTY,
      reason: `its package name${input.packageName ? `, ${input.packageName},` : ''} can pass for ${input.imitates.vendor}'s own ${input.imitates.package}, but a third party publishes it`,
    });
  }
  const changesThings = tools.some((t) => t.category !== 'Read');
  if (input.authKind === 'none' && input.transport !== 'stdio' && changesThings) {
    deductions.push({
      points: OPEN_REMOTE_PENALTY,
      reason: 'it can be reached over HTTP without credentials and has tools that change things',
    });
  }
  const sendsOut = (input.behaviours ?? []).filter((behaviour) => behaviour.byDefault && SENDS_OUT.has(behaviour.kind));
  if (sendsOut.length > 0) {
    const what = [...new Set(sendsOut.map((behaviour) => SENDS_OUT_PHRASE[behaviour.kind]))].join(' and ');
    deductions.push({ points: SENDS_OUT_PENALTY, reason: `it sends ${what} out by itself unless you turn it off` });
  }
  const score = Math.max(0, 100 - deductions.reduce((sum, d) => sum + d.points, 0));
  const grade = GRADE_FLOORS.find(([, floor]) => score >= floor)![0];
  return { grade, score, deductions };
}

export function categoryMix(tools: ReadonlyArray<{ category: Category }>): Record<Category, number> {
  const mix = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  for (const tool of tools) mix[tool.category]++;
  return mix;
}

const floorsText = GRADE_FLOORS.slice(0, -1)
  .map(([grade, floor], index) => (index === 0 ? `${floor} and above is ${grade}` : `${floor} ${grade}`))
  .join(', ');
const [riskMedium, riskHigh, riskCritical] = [
  WORST_RISK_PENALTY.medium,
  WORST_RISK_PENALTY.high,
  WORST_RISK_PENALTY.critical,
];

/** The rule in words, built from the numbers gradeServer uses. */
export const GRADE_RULE =
  `Start at 100. Subtract ${riskMedium}, ${riskHigh} or ${riskCritical} for a riskiest tool of medium, high or critical risk; up to ${BREADTH_PENALTY} more in proportion to the share of tools that are high or critical; ` +
  `${IMITATION_PENALTY} if its package name can pass for a vendor's own package while a third party publishes it (a publisher other than the vendor, or one not established, costs nothing); ${OPEN_REMOTE_PENALTY} if the server is reachable over HTTP without credentials while offering tools that change things; ` +
  `${SENDS_OUT_PENALTY} if it sends usage data or your files out by itself unless you turn it off. ${floorsText}, below that ${GRADE_FLOORS[GRADE_FLOORS.length - 1]![0]}.`;
