/**
 * The argument condition a tool's recommendation offers, derived from its input schema alone (the
 * argument's name, type, format and description), plus the tool's category to tell a shell command
 * from a sub-command name. One pure function: no record carries a condition of its own, so a change
 * here changes every tool page, the builder and the API alike.
 *
 * An offer names the argument and the kind of test; the values (which folder, which hosts) are the
 * reader's to set, except for a read-only SQL statement, which needs none.
 */
import type { Category } from '../../schema/enums.ts';
import type { ConditionKind } from './conditions.ts';
import { ARG_NAME_PATTERN } from '../../schema/policy-model.ts';

export interface ConditionOffer {
  /** The argument to test. */
  arg: string;
  kind: ConditionKind;
}

export interface OfferInput {
  category: Category;
  inputSchema?: Record<string, unknown>;
}

interface Property {
  name: string;
  type: unknown;
  format: unknown;
  description: string;
  required: boolean;
}

/** The words of an argument name: "filePath" and "file_path" both give ["file", "path"]. */
export const nameWords = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function properties(schema: Record<string, unknown> | undefined): Property[] {
  const props = schema?.properties;
  if (!props || typeof props !== 'object' || Array.isArray(props)) return [];
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : []);
  return Object.entries(props as Record<string, unknown>)
    .filter(([name, value]) => ARG_NAME_PATTERN.test(name) && value && typeof value === 'object')
    .map(([name, value]) => {
      const v = value as Record<string, unknown>;
      return {
        name,
        type: v.type,
        format: v.format,
        description: typeof v.description === 'string' ? v.description : '',
        required: required.has(name),
      };
    });
}

const isString = (p: Property) => p.type === 'string';
const isNumber = (p: Property) => p.type === 'number' || p.type === 'integer';
const last = (p: Property) => nameWords(p.name).at(-1);

/** Each test an argument can get, in the order offers prefer them. */
const RULES: Array<{ kind: ConditionKind; fits: (p: Property, input: OfferInput) => boolean }> = [
  {
    // A file system path: the last word says so and nothing says it is a URL, JSON or API path.
    kind: 'under',
    fits: (p) =>
      isString(p) &&
      ['path', 'dir', 'directory', 'folder'].includes(last(p) ?? '') &&
      !nameWords(p.name).some((w) => ['url', 'uri', 'api', 'json', 'instance', 'request', 'http'].includes(w)) &&
      !/\b(?:url|json ?path|api path|http|endpoint)\b/i.test(p.description),
  },
  {
    kind: 'hosts',
    fits: (p) =>
      isString(p) &&
      (p.format === 'uri' || p.format === 'url' || ['url', 'uri'].includes(last(p) ?? '')) &&
      !nameWords(`${p.name} ${p.description}`).some((w) => ['redirect', 'callback', 'webhook'].includes(w)),
  },
  {
    // A command line: only for tools that execute (elsewhere "command" often names a sub-command).
    kind: 'programs',
    fits: (p, input) =>
      isString(p) && input.category === 'Execute' && ['command', 'cmd'].includes(p.name.toLowerCase()),
  },
  {
    kind: 'readOnly',
    fits: (p) =>
      isString(p) &&
      (['sql', 'statement'].includes(p.name.toLowerCase()) ||
        (['query', 'sql query'].includes(p.name.toLowerCase()) && /\bsql\b|\bstatement\b/i.test(p.description))) &&
      !/\bno ?sql\b|es\|ql|cypher|graphql/i.test(p.description),
  },
  {
    kind: 'atMost',
    fits: (p) =>
      isNumber(p) && ['amount', 'price', 'total'].includes(last(p) ?? '') && !/\bpixels?\b/i.test(p.description),
  },
  {
    kind: 'domains',
    fits: (p) =>
      isString(p) &&
      ['to', 'recipient', 'recipients'].includes(p.name.toLowerCase()) &&
      (p.format === 'email' || /\be-?mail\b|\baddress\b|\brecipient/i.test(p.description)),
  },
];

/**
 * The condition a tool's recommendation offers, or undefined when its input schema makes none natural.
 * Required arguments come before optional ones (a missing argument fails its condition), then the kinds
 * in the order above.
 */
export function conditionOffer(input: OfferInput): ConditionOffer | undefined {
  const props = properties(input.inputSchema);
  for (const required of [true, false])
    for (const rule of RULES) {
      const hit = props.find((p) => p.required === required && rule.fits(p, input));
      if (hit) return { arg: hit.name, kind: rule.kind };
    }
  return undefined;
}
