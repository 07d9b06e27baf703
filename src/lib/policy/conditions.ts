/**
 * Conditions on a tool call's arguments (policy.json "when"): what each one means, written once.
 *
 * Every condition tests one top-level argument. Its meaning is a test on that argument's value: a
 * string that must match a regular expression in full, or a number in a range. The reference
 * evaluator (./evaluate.ts), the Claude Code hook script and the exports (./exports/) all use the
 * tests made here, so a condition cannot mean one thing in policy.json and another in a file.
 *
 * The patterns are written in the part of regular-expression syntax that JavaScript and RE2 (Go's
 * regexp, which Intercept uses) read alike: no look-around, no back-references, nothing that a
 * flag changes. The one exception is the read-only SQL test, which needs look-ahead; it says so
 * (re2: false), and targets that run RE2 cannot carry it.
 */
import type { Condition, When } from '../../schema/policy.ts';
import { describeVerdict, OTHERWISE_OF, type ToolVerdict } from './generate.ts';
import type { Verdict } from '../../schema/enums.ts';

export const CONDITION_KINDS = ['under', 'hosts', 'programs', 'readOnly', 'atMost', 'domains'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

/** Each kind in a few words, for tables and lists. */
export const CONDITION_KIND_LABEL: Record<ConditionKind, string> = {
  under: 'a path under a folder',
  hosts: 'a URL on listed hosts',
  programs: 'a listed program',
  readOnly: 'a read-only SQL statement',
  atMost: 'an amount at most N',
  domains: 'a recipient domain',
};

/** The kind of a condition: the one test key it carries besides "arg". */
export function conditionKind(condition: Condition): ConditionKind {
  if ('under' in condition) return 'under';
  if ('hosts' in condition) return 'hosts';
  if ('programs' in condition) return 'programs';
  if ('readOnly' in condition) return 'readOnly';
  if ('atMost' in condition) return 'atMost';
  return 'domains';
}

/** What a condition requires of the argument's value. */
export type ValueTest =
  | {
      type: 'string';
      /** Matched against the whole value (the pattern is anchored). */
      pattern: string;
      /** 'i' for case-insensitive, else ''. */
      flags: '' | 'i';
      /** True when the pattern is also valid RE2 with the same meaning. */
      re2: boolean;
    }
  | { type: 'number'; min: number; max: number };

/** Escapes text for a pattern read alike by JavaScript (without the u flag) and RE2. */
export const escapePattern = (text: string) => text.replace(/[\\^$.|?*+()[\]{}/-]/g, '\\$&');

/** One path segment that is not empty, "." or "..". */
const SEGMENT = '(?:[^/.\\x00][^/\\x00]*|\\.[^/.\\x00][^/\\x00]*|\\.\\.[^/\\x00]+)';
/** Characters a listed program's arguments may hold: nothing a shell treats specially. */
const COMMAND_WORD_CHARS = 'A-Za-z0-9_./:=@%+, -';
/** The local part of an e-mail address. */
const LOCAL_PART = '[A-Za-z0-9._%+-]+';

/** Words that write, lock or run code in the SQL dialects of the catalogue's database servers. */
export const SQL_WRITE_WORDS = [
  'insert',
  'update',
  'delete',
  'merge',
  'upsert',
  'replace',
  'drop',
  'create',
  'alter',
  'truncate',
  'rename',
  'grant',
  'revoke',
  'into',
  'copy',
  'load',
  'import',
  'call',
  'exec',
  'execute',
  'do',
  'set',
  'reset',
  'lock',
  'vacuum',
  'analyze',
  'reindex',
  'cluster',
  'refresh',
  'attach',
  'detach',
  'pragma',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'prepare',
  'notify',
  'listen',
  'handler',
  'install',
  'shutdown',
  'kill',
  'flush',
  'optimize',
  'checkpoint',
  'discard',
  'comment',
  'nextval',
  'setval',
  'sleep',
  'pg_sleep',
  'dblink',
  'lo_import',
  'lo_export',
  'pg_read_file',
  'pg_terminate_backend',
] as const;
/** The words a read-only statement may start with. */
export const SQL_READ_STARTS = ['select', 'with', 'show', 'explain', 'describe', 'desc'] as const;

const WORD_CHAR = '[A-Za-z0-9_]';
/** The read-only SQL test (case-insensitive): one statement, a reading first word, no comment, no writing word. */
const READ_ONLY_SQL_PATTERN =
  `^\\s*(?:${SQL_READ_STARTS.join('|')})(?!${WORD_CHAR})` +
  `(?![\\s\\S]*(?<!${WORD_CHAR})(?:${SQL_WRITE_WORDS.join('|')})(?!${WORD_CHAR}))` +
  `(?![\\s\\S]*(?:--|\\/\\*))[^;]*(?:;\\s*)?$`;

/** The test a condition puts on its argument's value. */
export function valueTest(condition: Condition): ValueTest {
  if ('under' in condition) {
    const folders = condition.under.map((folder) =>
      folder === '/' ? `/(?:${SEGMENT}(?:/${SEGMENT})*)?` : `${escapePattern(folder)}(?:/${SEGMENT})*`,
    );
    return { type: 'string', pattern: `^(?:${folders.join('|')})$`, flags: '', re2: true };
  }
  if ('hosts' in condition)
    return {
      type: 'string',
      pattern: `^https?://(?:${condition.hosts.map(escapePattern).join('|')})(?:[/?#][\\s\\S]*)?$`,
      flags: '',
      re2: true,
    };
  if ('programs' in condition)
    return {
      type: 'string',
      pattern: `^(?:${condition.programs.map(escapePattern).join('|')})(?: [${COMMAND_WORD_CHARS}]*)?$`,
      flags: '',
      re2: true,
    };
  if ('readOnly' in condition) return { type: 'string', pattern: READ_ONLY_SQL_PATTERN, flags: 'i', re2: false };
  if ('atMost' in condition) return { type: 'number', min: 0, max: condition.atMost };
  return {
    type: 'string',
    pattern: `^${LOCAL_PART}@(?:${condition.domains.map(escapePattern).join('|')})$`,
    flags: '',
    re2: true,
  };
}

const compiled = new Map<string, RegExp>();
function regex(pattern: string, flags: string): RegExp {
  const key = `${flags}/${pattern}`;
  let re = compiled.get(key);
  if (!re) {
    re = new RegExp(pattern, flags);
    compiled.set(key, re);
  }
  return re;
}

/** True when a value passes a test. */
function valuePasses(test: ValueTest, value: unknown): boolean {
  if (test.type === 'number') return typeof value === 'number' && value >= test.min && value <= test.max;
  return typeof value === 'string' && regex(test.pattern, test.flags).test(value);
}

/** The argument a condition names, read as an own property of the arguments object only. */
function argumentValue(args: unknown, name: string): unknown {
  if (!args || typeof args !== 'object' || Array.isArray(args)) return undefined;
  const descriptor = Object.getOwnPropertyDescriptor(args, name);
  return descriptor ? descriptor.value : undefined;
}

export const conditionHolds = (condition: Condition, args: unknown): boolean =>
  valuePasses(valueTest(condition), argumentValue(args, condition.arg));

/** The conditions of a "when" that a call's arguments fail, in order (none when the call is inside). */
export const failedConditions = (when: When, args: unknown): Condition[] =>
  when.all.filter((condition) => !conditionHolds(condition, args));

/** How a condition reads for people: "path is under /srv/app or /tmp". */
export function describeCondition(condition: Condition): string {
  const or = (items: readonly string[]) =>
    items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`;
  if ('under' in condition) return `${condition.arg} is under ${or(condition.under)}`;
  if ('hosts' in condition) return `${condition.arg} is a URL on ${or(condition.hosts)}`;
  if ('programs' in condition) return `${condition.arg} runs ${or(condition.programs)}`;
  if ('readOnly' in condition) return `${condition.arg} is a read-only SQL statement`;
  if ('atMost' in condition) return `${condition.arg} is a number from 0 to ${condition.atMost}`;
  return `${condition.arg} is an address at ${or(condition.domains)}`;
}

export const describeWhen = (when: When) => when.all.map(describeCondition).join(' and ');

/** Canonical non-negative integers from 0 to max, as alternatives (digits only, no leading zeros). */
export function integersUpTo(max: number): string[] {
  if (!Number.isInteger(max) || max < 0) throw new Error(`integersUpTo takes a whole number from 0: ${max}`);
  const digits = String(max);
  const alternatives: string[] = ['0'];
  for (let length = 1; length < digits.length; length++) alternatives.push(`[1-9]${'[0-9]'.repeat(length - 1)}`);
  if (digits.length === 1) {
    if (max >= 1) alternatives.push(max === 1 ? '1' : `[1-${max}]`);
    return alternatives;
  }
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    const low = i === 0 ? 1 : 0;
    if (digit > low) {
      const range = digit - 1 === low ? String(low) : `[${low}-${digit - 1}]`;
      alternatives.push(`${digits.slice(0, i)}${range}${'[0-9]'.repeat(digits.length - i - 1)}`);
    }
  }
  alternatives.push(digits);
  return alternatives;
}

/** A verdict in a sentence, with the conditions it holds under and what other calls get. */
export function describeConditionedVerdict(tool: ToolVerdict): string {
  const plain = describeVerdict(tool);
  if (!tool.conditions) return plain;
  const outside = tool.conditions.outside === 'deny' ? 'refused' : 'held for a person to approve';
  return `${plain} Only when ${describeWhen({ all: tool.conditions.all, otherwise: OTHERWISE_OF[tool.conditions.outside] })}; other calls are ${outside}.`;
}

/** How much each verdict holds back: conditions only narrow a verdict, so "outside" must hold back more. */
const HOLD: Record<Verdict, number> = { allow: 0, 'rate-limit': 1, 'require-approval': 2, deny: 3 };

/**
 * Why these conditions cannot go on this verdict, or undefined when they can: a denied tool has nothing to
 * narrow, and calls outside the conditions must get a stricter verdict than calls inside.
 */
export function conditionsProblem(tool: ToolVerdict): string | undefined {
  const conditions = tool.conditions;
  if (!conditions) return undefined;
  if (conditions.all.length === 0) return `${tool.name}: conditions need at least one test`;
  if (tool.verdict === 'deny') return `${tool.name} is denied, so conditions on its arguments change nothing`;
  if (HOLD[conditions.outside] <= HOLD[tool.verdict])
    return `${tool.name}: calls outside the conditions must get a stricter verdict than calls inside`;
  return undefined;
}
