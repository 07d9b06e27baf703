/**
 * The rules of policy.json version "1", written once.
 *
 * Everything that states what a policy means takes its words from here: the
 * JSON Schema descriptions (src/schema/policy.ts), the /docs/policy/ page, the
 * FAQ on every tool page (src/lib/policy/faq.ts) and the exports to other
 * formats (src/lib/policy/exports/). The evaluator (src/lib/policy/evaluate.ts)
 * is the same rules in code; tests/policy-model.test.ts runs it against each
 * decision below and fails when any copy says something else.
 *
 * Three questions had been answered differently in different places. Each is
 * decided here, once:
 */
export const POLICY_DECISIONS = {
  /**
   * A tool left out of "tools" under "default": "deny" is refused AND left out
   * of the tool list the agent sees, exactly as if it were hidden. Showing an
   * agent a tool it may never call only invites calls that fail; every gateway
   * we export to that filters tools/list (Codex enabled_tools, ToolHive,
   * agentgateway, AgentCore) does the same.
   */
  unlistedUnderDeny: 'hidden-and-refused',
  /**
   * "all_tools" limits count every call that gets past hide, default and
   * approval: calls to a tool with an empty rule {} and to an unlisted tool
   * under "default": "allow" included. "{}" means "no limits of its own".
   */
  allToolsLimits: 'count-every-allowed-call',
  /**
   * The grant's clock is the time of the latest call that was allowed (and so
   * counted). A refused call changes nothing, not even the clock: a flood of
   * refused calls stamped in the future cannot push the window forward.
   */
  lateCallClock: 'latest-allowed-call',
} as const;

/** How a call is decided, rule by rule, in the order a gateway applies them. */
export const POLICY_RULES = {
  hide: 'A tool named in "hide" is removed from the tool list the agent sees and denied if called. "hide": ["*"] hides and denies every tool. Hide wins over everything else.',
  unlisted:
    'A tool listed under "tools" is governed by its rule. A tool that is not listed is, under "default": "deny", left out of the tool list the agent sees and denied if called, just like a hidden tool; under "default": "allow" it is allowed with no rule of its own.',
  conditions:
    'A rule with "when" applies as written only to calls whose arguments meet every condition in "when.all". A call outside them is refused when "when.otherwise" is "deny", and held until a person approves it when it is "approval"; an approved call then goes on to the rule\'s own approval and limits, which that same approval satisfies.',
  approval:
    'A rule with "require": ["approval"] holds each call until a person approves it. An approved call then goes on to the limits.',
  limits:
    'The limits that apply to a call are the tool rule\'s "limits" plus the "all_tools" limits, also for a tool whose rule is {} and for an unlisted tool under "default": "allow". Every one must have room for the call or the call is denied; a denied call is not counted.',
  windows:
    'Windows are calendar windows in UTC: a "minute" limit counts the calls from second 0 to second 59 of each minute, an "hour" limit each clock hour, a "day" limit each UTC day. Counts start again at zero when a new window begins.',
  sharedCounters:
    'Limits that name the same counter and window share one count, and a call is counted once for it. That is how several tools can share one budget.',
  grant:
    '"scope": "grant" means counts belong to one grant: one agent session that was given the policy. A new grant starts with every count at zero.',
  clock:
    "The clock never runs backwards within a grant: a call stamped earlier than the latest allowed call is counted at that call's time, so setting a clock back cannot reopen a used-up window. A denied call changes nothing, the clock included.",
} as const;

/** The rules as an ordered list, as /docs/policy/ shows them. */
export const POLICY_SEMANTICS: readonly string[] = Object.values(POLICY_RULES);

/** The JSON Schema description of each policy.json field (src/schema/policy.ts uses these, and only these). */
export const POLICY_FIELD_TEXT = {
  policy: "An MCP tool-call policy: which tools an agent may call, how often, and which need a person's approval.",
  version: 'Format version; only "1" exists.',
  default:
    'What happens to a tool the policy does not list under tools: "deny" hides it from the agent and refuses it; "allow" lets it through with no rule of its own (the all_tools limits still count it).',
  tools: 'Rules by tool name. A listed tool is allowed, subject to its rule and to the all_tools limits.',
  hide: 'Tools removed from the tool list the agent sees and denied if called anyway. "*" hides every tool. Hide wins over tools.',
  all_tools: 'Limits across all tools.',
  allToolsLimits: "Limits that count every allowed call to any tool, listed or not, on top of each tool's own.",
  rule: 'The rule for one tool. An empty rule {} allows the tool with no limits of its own; the all_tools limits still apply.',
  limits: 'Every limit must have room for the call, or the call is denied.',
  require: 'Conditions the caller must meet first. "approval": a person approves this call before it runs.',
  when: 'Conditions on the call\'s arguments. The rule applies as written only to calls that meet every one; other calls get "otherwise".',
  whenAll:
    'Every condition must hold for the call to be inside. A missing argument, or one of another type, fails its condition.',
  otherwise:
    'What a call outside the conditions gets: "deny" refuses it; "approval" holds it until a person approves it.',
  condition: 'One condition on one argument: "arg" names it, and exactly one test says what it must be.',
  arg: 'The name of a top-level argument of the tool (letters, digits, "_" and "-").',
  under:
    'The argument is an absolute path equal to one of these folders or below it. A path with an empty, "." or ".." segment is outside, whatever it would resolve to; a symbolic link inside a folder can still point outside it.',
  hosts:
    'The argument is an http:// or https:// URL whose host is exactly one of these names, written in lowercase, with no user name, password or port, followed by nothing or by "/", "?" or "#".',
  programs:
    'The argument is a command that starts with one of these programs, alone or followed by a space and words of letters, digits, spaces and _ . / : = @ % + , -. Quotes, $, ;, |, &, <, >, backquotes, brackets and line breaks are outside, so no second command can follow. A listed program can still run others (find -exec, git aliases): list only programs whose every use you accept.',
  readOnly:
    'The argument is one SQL statement that reads: it starts with SELECT, WITH, SHOW, EXPLAIN, DESCRIBE or DESC, holds no ";" except one at the end, no comment, and none of the words that write, lock or run code. A function can still write: a read-only database role is the sure way.',
  atMost: 'The argument is a number from 0 to this one, inclusive. A number written as text is outside.',
  domains:
    'The argument is one e-mail address whose domain, written in lowercase, is exactly one of these. A list of addresses, or a name with the address in angle brackets, is outside.',
  limit: 'A cap on calls per window.',
  counter: 'Name of the counter this limit increments. Limits that name the same counter share one count.',
  window:
    'Calendar window the counter is kept for (UTC minute, hour or day); it starts again at zero in each new window.',
  max: 'Calls allowed in one window. The call that would exceed it is denied and not counted.',
  scope: 'Counters are kept per grant: one agent session that was given this policy. A new grant starts from zero.',
} as const;

/** Sentences the FAQ builds around a tool name, from the same decisions. */
export const POLICY_SENTENCES = {
  /** What leaving a tool out does under "default": "deny". */
  leftOut: (tool: string) =>
    `With "default" "deny", leaving ${tool} out of "tools" has the same effect: the agent does not see it and any call is refused.`,
  /** What an empty rule means. */
  emptyRule: (tool: string) =>
    `list the tool ${tool} under "tools" with an empty rule {}: that allows it with no limits of its own (an "all_tools" limit, if you add one, still counts it)`,
};

/** A top-level argument name a condition can test: safe as a JSON key, an Intercept path and a Cedar attribute. */
export const ARG_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
/** An absolute POSIX folder with no empty, "." or ".." segment (the root alone is "/"). */
export const FOLDER_PATTERN = /^\/$|^(?:\/(?:[^/.\u0000][^/\u0000]*|\.[^/.\u0000][^/\u0000]*|\.\.[^/\u0000]+))+$/;
/** A host name in lowercase: labels of letters, digits and "-", joined by dots. */
export const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A program name, not a path. */
export const PROGRAM_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.+-]{0,63}$/;
/** The largest amount a condition may name. */
export const MAX_AMOUNT = 1_000_000_000_000;
