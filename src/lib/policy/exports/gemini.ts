/**
 * Gemini CLI policy TOML (~/.gemini/policies/<file>.toml): [[rule]] tables with mcpName, toolName,
 * decision (allow | deny | ask_user), priority and argsPattern, a regular expression over the call's
 * arguments as Gemini CLI's stableStringify writes them: sorted keys, each top-level "key":value pair
 * between NUL characters (google-gemini/gemini-cli packages/core/src/policy/stable-stringify.ts).
 * The patterns below are tied to that form: a top-level pair starts and ends with a NUL, which no value
 * can hold (JSON writes it as \u0000), so a pattern cannot match an argument nested in another.
 */
import type { Condition } from '../../../schema/policy.ts';
import { escapePattern, integersUpTo, SQL_READ_STARTS, SQL_WRITE_WORDS } from '../conditions.ts';
import { mapServer, mappingNotes, SITE_NAME, STRICTNESS } from './mapping.ts';
import { commentLines, tomlString, wellFormed } from './escape.ts';
import type { ExportOptions, ExportServer, ExportTarget, LossNote, MappedRule } from './types.ts';

const LABEL = 'Gemini CLI';
/** Gemini CLI refuses an argsPattern longer than this (isSafeRegExp in packages/core/src/policy/utils.ts). */
const GEMINI_PATTERN_LIMIT = 2048;
/** Characters Gemini CLI keeps in a function name; it writes the others as "_" (generateValidName). */
const GEMINI_NAME = /^[A-Za-z0-9_.:-]+$/;
/** Gemini CLI shortens a tool's full name "mcp_<server>_<tool>" beyond 63 characters, and then no rule names it. */
const GEMINI_NAME_LIMIT = 63;
/** Priorities inside the user tier (4 + p/1000): above every allow that settings add (trust, --allowed-tools: 4.3 at most). */
const GEMINI_PRIORITY = { catchAll: 500, tool: 600, inside: 700 } as const;

const SEP = '\\x00';
/** The escapes JSON writes inside a string, as a word boundary: "\n" ends a word as a line break does. */
const BEFORE_WORD = '(?<=[^A-Za-z0-9_]|\\\\[bfnrt]|\\\\u[0-9a-fA-F]{4})';
const AFTER_WORD = '(?![A-Za-z0-9_])';
/** A word in any case, without the i flag (Gemini CLI compiles argsPattern with none). */
const anyCase = (word: string) =>
  [...word].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : escapePattern(c))).join('');
/** Text as JSON writes it inside a string, escaped for a pattern. */
const jsonText = (text: string) => escapePattern(JSON.stringify(text).slice(1, -1));

/** After "<folder>/": a rest with no empty, "." or ".." segment, no trailing "/" and no NUL, up to the closing quote. */
const PATH_REST =
  `(?!/|"${SEP}|\\.\\.?(?:/|"${SEP}))(?![^${SEP}]*//)(?![^${SEP}]*/\\.\\.?(?:/|"${SEP}))` +
  `(?![^${SEP}]*/"${SEP})(?![^${SEP}]*\\\\u0000)[^${SEP}]*"${SEP}`;

/**
 * The argsPattern for one condition, or undefined when it cannot be written. Every pattern is stricter
 * than or equal to the condition: values JSON escapes in ways the pattern does not follow are outside.
 */
export function geminiPattern(condition: Condition): string | undefined {
  const head = `${SEP}"${escapePattern(condition.arg)}":`;
  let value: string;
  if ('under' in condition) {
    const folders = condition.under.map((folder) =>
      folder === '/' ? `/(?:"${SEP}|${PATH_REST})` : `${jsonText(folder)}(?:"${SEP}|/${PATH_REST})`,
    );
    value = `"(?:${folders.join('|')})`;
  } else if ('hosts' in condition) {
    value = `"https?://(?:${condition.hosts.map(escapePattern).join('|')})(?:"${SEP}|[/?#][^${SEP}]*"${SEP})`;
  } else if ('programs' in condition) {
    value = `"(?:${condition.programs.map(escapePattern).join('|')})(?:"${SEP}| [A-Za-z0-9_./:=@%+, -]*"${SEP})`;
  } else if ('domains' in condition) {
    value = `"[A-Za-z0-9._%+-]+@(?:${condition.domains.map(escapePattern).join('|')})"${SEP}`;
  } else if ('atMost' in condition) {
    const upTo = integersUpTo(condition.atMost);
    const below = condition.atMost > 0 ? integersUpTo(condition.atMost - 1) : [];
    value = `(?:${upTo.join('|')}${below.length > 0 ? `|(?:${below.join('|')})\\.[0-9]+` : ''})${SEP}`;
  } else {
    value =
      `"[ ]*(?:${SQL_READ_STARTS.map(anyCase).join('|')})${AFTER_WORD}` +
      `(?![^${SEP}]*${BEFORE_WORD}(?:${SQL_WRITE_WORDS.map(anyCase).join('|')})${AFTER_WORD})` +
      `(?![^${SEP}]*(?:--|/\\*))[^;${SEP}]*;?"${SEP}`;
  }
  const pattern = `${head}${value}`;
  return pattern.length <= GEMINI_PATTERN_LIMIT ? pattern : undefined;
}

/** One pattern for all of a tool's conditions: look-aheads, one each, at the start of the arguments. */
export function geminiArgsPattern(conditions: readonly Condition[]): string | undefined {
  const parts = conditions.map(geminiPattern);
  if (parts.some((p) => p === undefined)) return undefined;
  const pattern = parts.length === 1 ? parts[0]! : `^(?=[^]*?${parts.join(')(?=[^]*?')})`;
  return pattern.length <= GEMINI_PATTERN_LIMIT ? pattern : undefined;
}

const CAPS = {
  rateLimit: false,
  approval: true,
  condition: (condition: Condition) => geminiPattern(condition) !== undefined,
};

const DECISION = { allow: 'allow', 'require-approval': 'ask_user', deny: 'deny' } as const;

function nameProblem(clientName: string): string | undefined {
  if (clientName === '') return 'Type the name your client uses for the server.';
  if (!wellFormed(clientName) || !GEMINI_NAME.test(clientName))
    return `Gemini CLI writes a server name with characters other than letters, digits, "_", ".", ":" and "-" differently in tool names, so rules for "${clientName}" would never match.`;
  return undefined;
}

/**
 * Gemini CLI shortens a tool name over 63 characters to its first 30 and last 30: when the server's own prefix
 * ("mcp_<server>_") is longer than 30, such a tool matches no rule at all, not even the one that refuses the
 * server's other tools, and would ask instead of following the policy. Such a server needs a shorter name.
 */
function serverProblem(server: ExportServer): string | undefined {
  const name = server.clientName;
  if (`mcp_${name}_`.length <= 30) return undefined;
  const long = server.rules.filter((r) => `mcp_${name}_${r.tool}`.length > GEMINI_NAME_LIMIT);
  if (long.length === 0) return undefined;
  return `Gemini CLI shortens tool names over ${GEMINI_NAME_LIMIT} characters to their first and last 30, so under the name "${name}" no rule reaches ${long.length === 1 ? long[0]!.tool : `${long.length} of the server's tools`} and ${long.length === 1 ? 'it' : 'they'} would ask instead of following the policy: name the server with at most 25 characters in your settings.json and type that name in the policy builder.`;
}

/** Why a rule cannot name this tool (then the catch-all refuses it), or undefined. */
function toolNameProblem(clientName: string, tool: string): string | undefined {
  if (!GEMINI_NAME.test(tool))
    return `${tool}: Gemini CLI writes characters other than letters, digits, "_", ".", ":" and "-" differently in tool names, so no rule can name it; the rule for the server's other tools refuses it.`;
  if (`mcp_${clientName}_${tool}`.length > GEMINI_NAME_LIMIT)
    return `${tool}: Gemini CLI shortens tool names over ${GEMINI_NAME_LIMIT} characters, so no rule can name it; the rule for the server's other tools refuses it.`;
  return undefined;
}

const GENERAL: LossNote[] = [
  {
    text: 'Gemini CLI cannot limit calls: a rate-limited tool asks each time instead (or, with the looser choice, runs with no limit).',
  },
  {
    text: 'In non-interactive mode (gemini -p) Gemini CLI refuses every call that would ask a person.',
  },
  {
    text: 'The workspace tier (.gemini/policies in a project) is disabled in Gemini CLI; save the file under ~/.gemini/policies/.',
  },
];

function lossNotes(servers: readonly ExportServer[], options?: ExportOptions): LossNote[] {
  const notes: LossNote[] = [...GENERAL];
  for (const server of servers) {
    const problem = nameProblem(server.clientName) ?? serverProblem(server);
    if (problem) {
      notes.push({ server: server.slug, text: problem });
      continue;
    }
    if (`mcp_${server.clientName}_`.length > 30)
      notes.push({
        server: server.slug,
        text: `Under the name "${server.clientName}" (over 25 characters), a tool the server adds later whose full name passes ${GEMINI_NAME_LIMIT} characters matches no rule and asks instead of being refused; a shorter name in your settings.json, typed in the policy builder, avoids it.`,
      });
    for (const rule of server.rules) {
      const refused = toolNameProblem(server.clientName, rule.tool);
      if (refused && rule.verdict !== 'deny') notes.push({ server: server.slug, tool: rule.tool, text: refused });
    }
  }
  return [...notes, ...mappingNotes(servers, CAPS, LABEL, options)];
}

function ruleLines(server: string, tool: string, decision: string, priority: number, argsPattern?: string): string[] {
  return [
    '[[rule]]',
    `mcpName = ${tomlString(server)}`,
    `toolName = ${tomlString(tool)}`,
    ...(argsPattern === undefined ? [] : [`argsPattern = ${tomlString(argsPattern)}`]),
    `decision = "${decision}"`,
    `priority = ${priority}`,
  ];
}

/** How Gemini CLI writes a tool name in the function name the model calls (generateValidName, less its prefix). */
const geminiWritten = (tool: string) => tool.replace(/[^A-Za-z0-9_.:-]/g, '_');

/**
 * The mapped rules, with tools Gemini CLI names alike given the strictest of their verdicts: a call of a tool no
 * rule can name ("a b") reaches the rule of the tool it is written as ("a_b").
 */
export function geminiRules(server: ExportServer, options?: ExportOptions): MappedRule[] {
  const all = mapServer(server, CAPS, LABEL, options);
  const strictest = new Map<string, MappedRule>();
  for (const m of all) {
    const key = geminiWritten(m.tool);
    const current = strictest.get(key);
    if (!current || STRICTNESS[m.verdict] > STRICTNESS[current.verdict]) strictest.set(key, m);
  }
  return all.map((m) => {
    const top = strictest.get(geminiWritten(m.tool))!;
    if (top === m || STRICTNESS[top.verdict] <= STRICTNESS[m.verdict]) return m;
    return {
      ...m,
      verdict: top.verdict,
      conditions: undefined,
      outside: undefined,
      note: `${m.tool} and ${top.tool} are one name to Gemini CLI; the stricter rule applies to both.`,
    };
  });
}

function serverRules(server: ExportServer, options?: ExportOptions): string[] {
  const lines: string[] = [
    '',
    ...commentLines('#', `${server.clientName}: every tool no rule below names is refused and hidden.`),
    ...ruleLines(server.clientName, '*', 'deny', GEMINI_PRIORITY.catchAll),
    `denyMessage = ${tomlString(`${SITE_NAME}: not in the policy for ${server.clientName}`)}`,
  ];
  for (const m of geminiRules(server, options)) {
    if (toolNameProblem(server.clientName, m.tool)) continue;
    const verdict = m.verdict as keyof typeof DECISION;
    lines.push('', ...(m.note ? commentLines('#', m.note) : []));
    if (m.conditions && m.outside) {
      lines.push(
        ...ruleLines(
          server.clientName,
          m.tool,
          DECISION[verdict],
          GEMINI_PRIORITY.inside,
          geminiArgsPattern(m.conditions)!,
        ),
        '',
        ...ruleLines(server.clientName, m.tool, DECISION[m.outside as keyof typeof DECISION], GEMINI_PRIORITY.tool),
      );
    } else lines.push(...ruleLines(server.clientName, m.tool, DECISION[verdict], GEMINI_PRIORITY.tool));
  }
  return lines;
}

export const gemini: ExportTarget = {
  id: 'gemini-cli',
  file: 'gemini-cli.toml',
  label: LABEL,
  docsUrl: 'https://github.com/google-gemini/gemini-cli/blob/main/docs/reference/policy-engine.md',
  mediaType: 'application/toml',
  language: 'toml',
  capabilities: CAPS,
  perServer: false,
  install: [
    'Save the file as ~/.gemini/policies/<name>.toml (your user policies; Gemini CLI reads every .toml file there when it starts). Project folders (.gemini/policies) are not read at present.',
    'The server name in each rule must be the name of the server in your settings.json mcpServers.',
  ],
  limitations: ['No rate limits: a limit becomes "ask".', 'Asking a person becomes a refusal in non-interactive mode.'],
  nameProblem,
  serverProblem,
  render(servers, options) {
    const lines = [
      ...commentLines('#', `${SITE_NAME}: Gemini CLI policy rules for ${servers.map((s) => s.clientName).join(', ')}.`),
      ...GENERAL.flatMap((n) => commentLines('#', n.text)),
    ];
    for (const server of servers) {
      const problem = nameProblem(server.clientName) ?? serverProblem(server);
      if (problem) {
        lines.push('', ...commentLines('#', problem));
        continue;
      }
      lines.push(...serverRules(server, options));
    }
    return `${lines.join('\n')}\n`;
  },
  lossNotes,
};

/** Why no rule can name this tool of this server (the catch-all then refuses it), or undefined. */
export const geminiToolNameProblem = toolNameProblem;
