/**
 * What a reader types into the policy builder's condition field, read as a condition: a comma-separated
 * list of folders, hosts, programs or domains, a number, or a tick for read-only SQL. A value the schema
 * would refuse is refused here with a message, never changed into one it accepts. Pure and free of zod,
 * for the builder island.
 */
import { FOLDER_PATTERN, HOST_PATTERN, MAX_AMOUNT, PROGRAM_PATTERN } from '../../schema/policy-model.ts';
import type { Condition } from '../../schema/policy.ts';
import type { ConditionOffer } from './condition-offer.ts';
import { groupDigits } from '../text/grammar.ts';

export type ConditionInput = { ok: true; condition: Condition } | { ok: false; message: string };

/** What the field asks for, by kind. */
export const CONDITION_PROMPT: Record<ConditionOffer['kind'], string> = {
  under: 'Only under these folders (absolute paths, separated by commas)',
  hosts: 'Only to these hosts (lowercase names, separated by commas)',
  programs: 'Only these programs (names such as git, separated by commas)',
  readOnly: 'Only read-only SQL statements',
  atMost: 'Only amounts from 0 to',
  domains: 'Only to addresses at these domains (lowercase, separated by commas)',
};

const items = (raw: string) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function list(
  raw: string,
  pattern: RegExp,
  what: string,
  fix: string,
): { ok: true; values: string[] } | { ok: false; message: string } {
  const values = [...new Set(items(raw))];
  if (values.length === 0) return { ok: false, message: `Type at least one ${what}.` };
  if (values.length > 16) return { ok: false, message: `At most 16 ${what}s.` };
  const bad = values.find((v) => !pattern.test(v));
  if (bad !== undefined) return { ok: false, message: `"${bad}" is not ${fix}.` };
  return { ok: true, values };
}

/** Reads the field for an offered condition. An empty field means no condition (undefined). */
export function readConditionInput(offer: ConditionOffer, raw: string): ConditionInput | undefined {
  const { arg } = offer;
  if (offer.kind === 'readOnly') return raw === 'on' ? { ok: true, condition: { arg, readOnly: true } } : undefined;
  if (raw.trim() === '') return undefined;
  switch (offer.kind) {
    case 'under': {
      const r = list(raw, FOLDER_PATTERN, 'folder', 'an absolute path without ".", ".." or a trailing "/"');
      return r.ok ? { ok: true, condition: { arg, under: r.values } } : r;
    }
    case 'hosts': {
      const r = list(raw, HOST_PATTERN, 'host', 'a host name in lowercase (no scheme, port or path)');
      return r.ok ? { ok: true, condition: { arg, hosts: r.values } } : r;
    }
    case 'programs': {
      const r = list(raw, PROGRAM_PATTERN, 'program', 'a program name (no path, no arguments)');
      return r.ok ? { ok: true, condition: { arg, programs: r.values } } : r;
    }
    case 'domains': {
      const r = list(raw, HOST_PATTERN, 'domain', 'a domain in lowercase');
      return r.ok ? { ok: true, condition: { arg, domains: r.values } } : r;
    }
    case 'atMost': {
      const text = raw.trim();
      const n = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n > MAX_AMOUNT)
        return { ok: false, message: `Type a whole number from 0 to ${groupDigits(MAX_AMOUNT)}.` };
      return { ok: true, condition: { arg, atMost: n } };
    }
  }
}
