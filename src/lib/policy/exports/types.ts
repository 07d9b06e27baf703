import type { PolicyWindow, Verdict } from '../../../schema/enums.ts';
import type { Condition } from '../../../schema/policy.ts';
import type { ToolConditions } from '../generate.ts';

/** One tool's verdict, as the catalogue recommends it or the user picked it. */
export interface ExportRule {
  tool: string;
  verdict: Verdict;
  max?: number;
  window?: PolicyWindow;
  /** Argument conditions: the verdict holds for calls inside them, conditions.outside for the others. */
  conditions?: ToolConditions;
}

export interface ExportServer {
  /** The catalogue slug. */
  slug: string;
  /** The name the user's client or gateway uses for the server; the static files use the slug. */
  clientName: string;
  rules: ExportRule[];
}

export interface ExportOptions {
  /** Accept losing rate limits: a rate-limited tool is allowed without a limit instead of the nearest stricter verdict. */
  looser?: boolean;
}

/** What a target can enforce natively. */
export interface Capabilities {
  rateLimit: boolean;
  approval: boolean;
  /**
   * Whether the target checks this condition on a call's arguments as policy.json means it (never more
   * loosely). Absent: the target checks no arguments, and a tool with conditions gets the stricter verdict.
   */
  condition?: (condition: Condition) => boolean;
  /** False for a target that cannot refuse a single tool (Cursor): a denied tool then asks, with a note naming it. */
  refuse?: boolean;
  /**
   * For such a target, the note's sentence when the default one ("<label> cannot refuse one tool, so it asks
   * before each call until you switch the tool off in <label>'s own settings") would not be exact.
   */
  refuseNote?: string;
}

/** A tool's verdict as the target will enforce it. */
export interface MappedRule {
  tool: string;
  /** What the catalogue (or the user) asked for. */
  from: ExportRule;
  /** What the exported file enforces: the same, or the nearest stricter verdict the target has (or allow, under the looser option). */
  verdict: Verdict;
  max?: number;
  window?: PolicyWindow;
  /** The conditions the file checks, when the target can check them all: verdict applies inside them, outside to the rest. */
  conditions?: Condition[];
  /** What a call outside the conditions gets in the file (the mapped "otherwise"). */
  outside?: Verdict;
  /** Why it differs, when it does. */
  note?: string;
  /** The same, in parts, so that tools losing the same way can be told as one group (groupedNotes). */
  loss?: Loss;
}

/** What a tool was recommended ("a rate limit", "approval of each call") and what the target does instead, said of one tool and of several. */
export interface Loss {
  asked: string;
  one: string;
  many: string;
}

export interface LossNote {
  /** The server's slug; absent for a note about the whole target. */
  server?: string;
  /** The tool's name as the server lists it. */
  tool?: string;
  /** How a note names the tool when several servers share the notes ("alpha/read_file"). */
  name?: string;
  text: string;
  loss?: Loss;
}

export interface ExportFile {
  server: ExportServer;
  /** Where to save it, e.g. "cloudron.toolhive.json" for a per-server target. */
  file: string;
  text: string;
}

export interface ExportTarget {
  /** Stable id, also the file name without extension. */
  id: string;
  /** File name of the static export, /servers/<slug>/export/<file>. */
  file: string;
  /** The product, as its makers call it. */
  label: string;
  /** The target's own documentation of this format. */
  docsUrl: string;
  mediaType: string;
  /** Language for the page's code block. */
  language: 'json' | 'jsonc' | 'toml' | 'yaml' | 'cedar' | 'shell';
  capabilities: Capabilities;
  /** The target reads one file per server (ToolHive, Intercept); several servers render as one document each. */
  perServer: boolean;
  /** Where the file goes and how the target loads it, one sentence each. */
  install: readonly string[];
  /** What the target cannot express at all, whatever the verdicts. */
  limitations: readonly string[];
  /** Why a server name cannot be used by this target, or undefined when it can. */
  nameProblem(clientName: string): string | undefined;
  /** Why this server, under its name, cannot be written for this target (its tools' names considered), or undefined. */
  serverProblem?(server: ExportServer): string | undefined;
  /** Why a tool cannot be written in this target as its rule asks (it is then refused), or undefined. */
  toolNameProblem?(tool: string, rule?: ExportRule): string | undefined;
  /** The file text for these servers. Pure: the same input always gives the same bytes. */
  render(servers: readonly ExportServer[], options?: ExportOptions): string;
  /** Every place the export enforces something else than asked, and why. */
  lossNotes(servers: readonly ExportServer[], options?: ExportOptions): LossNote[];
}
