import type { SourcePattern } from '../../schema/obtained.ts';

/** What the extractor hands on: tools as a tools/list result would carry them, and how much of each was read. */

/** How a part of a definition was read: every piece from literals, some pieces computed, or not at all. */
export const KNOWN = ['static', 'partial', 'unknown'] as const;
export type Known = (typeof KNOWN)[number];

/** The source patterns the extractor reads; their names and labels live with the record's schema. */
export type Pattern = SourcePattern;

export interface ToolDefinition {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

export interface ExtractedTool {
  tool: ToolDefinition;
  /** File and line of the registration. */
  file: string;
  line: number;
  pattern: Pattern;
  description: Known;
  schema: Known;
  /** What could not be read statically, in words; empty when everything was. */
  notes: string[];
}

/** A registration whose tool could not even be named (the name or the function is computed at run time). */
export interface Unread {
  file: string;
  line: number;
  pattern: Pattern;
  reason: string;
}

export interface Extraction {
  tools: ExtractedTool[];
  unread: Unread[];
  /** The files that registered tools, or whose definitions were read to build them, sorted. */
  paths: string[];
  /** Environment variables the server's files read by literal name (what it may need to start: credentials, settings). */
  environment: string[];
}

/** A value read from source: known, known with computed pieces shown as `{expression}`, or not known. */
export type Value = { ok: true; value: unknown; partial?: string[] } | { ok: false; why: string };

export const known = (value: unknown, partial?: string[]): Value =>
  partial && partial.length > 0 ? { ok: true, value, partial } : { ok: true, value };
export const unknownValue = (why: string): Value => ({ ok: false, why });

/** The worse of two readings. */
export const worse = (a: Known, b: Known): Known =>
  a === 'unknown' || b === 'unknown' ? 'unknown' : a === 'partial' || b === 'partial' ? 'partial' : 'static';
