/**
 * Every closed vocabulary of the catalogue, declared once. The zod schemas, the
 * pages, the importer and the policy builder all read these constants, so a new
 * value is added in one place and nowhere can disagree about what is valid.
 */

export const CATEGORIES = ['Read', 'Write', 'Execute', 'Destructive', 'Financial'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_SUMMARY: Record<Category, string> = {
  Read: 'Returns data and changes nothing.',
  Write: 'Creates or updates data; what it changes can be put back.',
  Execute: 'Runs code, sends messages or triggers operations outside the conversation.',
  Destructive: 'Deletes, overwrites or irreversibly changes data or systems.',
  Financial: 'Moves money or incurs cost.',
};

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_SUMMARY: Record<RiskLevel, string> = {
  low: 'Little harm even if misused.',
  medium: 'Misuse is noticeable and can be undone with some effort.',
  high: 'Misuse disrupts systems or leaks data; recovery takes real work.',
  critical: 'Misuse can destroy data, spend money or hand over control.',
};

export const VERDICTS = ['allow', 'rate-limit', 'require-approval', 'deny'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const VERDICT_LABEL: Record<Verdict, string> = {
  allow: 'Allow',
  'rate-limit': 'Rate-limit',
  'require-approval': 'Require approval',
  deny: 'Deny',
};

export const WINDOWS = ['minute', 'hour', 'day'] as const;
export type PolicyWindow = (typeof WINDOWS)[number];

export const WINDOW_MS: Record<PolicyWindow, number> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

export const EFFECT_SOURCES = ['annotations', 'heuristic', 'reviewed'] as const;
export type EffectSource = (typeof EFFECT_SOURCES)[number];

export const AUTH_KINDS = ['none', 'api-key', 'oauth', 'basic', 'other'] as const;
export type AuthKind = (typeof AUTH_KINDS)[number];

/** What a server can do on its own, whatever the agent calls: sending usage data home, uploading the user's files. */
export const SERVER_BEHAVIOURS = ['telemetry', 'uploads-files', 'other'] as const;
export type ServerBehaviourKind = (typeof SERVER_BEHAVIOURS)[number];

export const TRANSPORTS = ['stdio', 'http', 'both'] as const;
export type Transport = (typeof TRANSPORTS)[number];

export const REVIEW_STATUSES = ['draft', 'needs-review', 'reviewed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What a review read: the tool's definition only, or the server's source code. */
export const REVIEW_READS = ['definition', 'source'] as const;

/** Who made a review: an AI agent working for the catalogue, or a person. */
export const REVIEWERS = ['agent', 'person'] as const;
export type Reviewer = (typeof REVIEWERS)[number];

/**
 * Where a piece of evidence was read: the parts of a tool definition, the server, or a review. `inferred` marks a verb
 * no word of the definition says, which the engine supplied ("get" for a name that only names data).
 */
export const EVIDENCE_SIGNALS = [
  'name',
  'description',
  'parameter',
  'annotation',
  'server',
  'inferred',
  'review',
] as const;
export type EvidenceSignal = (typeof EVIDENCE_SIGNALS)[number];

/** The three facts a data flow between tools turns on (see /stack/). */
export const FLOW_FACTS = ['source', 'injection', 'sink'] as const;
export type FlowFact = (typeof FLOW_FACTS)[number];

export const FLOW_SUMMARY: Record<FlowFact, string> = {
  source: 'Reads private or sensitive data: files, databases, mail, repositories, secrets.',
  injection:
    'Brings text written by third parties (web pages, issues, messages) into the conversation, where it can carry instructions.',
  sink: 'Can send data out of the conversation to a place others can read: a message, a post, an upload, a URL.',
};

export const CONFIDENCE_LEVELS = ['low', 'medium', 'high'] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];

/** Slug rule for servers and attack patterns: safe in URLs and on every file system. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** The MCP specification's rule for tool names. */
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,128}$/;

/** A server's grade, best first. */
export const GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export type Grade = (typeof GRADES)[number];
