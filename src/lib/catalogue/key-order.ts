/**
 * The order of a record's keys: the order its zod schema lists them (src/schema/). The record writer
 * (src/lib/import/yaml-writer.ts) writes every file in this order and the validator refuses a file whose keys
 * are out of it, so a record reads the same whoever wrote it, and a hand edit that leaves a field at the
 * bottom is caught.
 *
 * Only the mappings the catalogue owns are ordered. A mapping the author wrote (a tool's `inputSchema`, its
 * `annotations`) is the author's definition, kept as it came: its order is theirs.
 */
import type { z } from 'astro/zod';

/** Top-level keys of a tool record whose values are the author's words, order included. */
const AUTHORS_MAPPINGS: ReadonlySet<string> = new Set(['inputSchema', 'annotations']);

/** The parts of a zod 4 schema this walk reads. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under wrappers that do not change the shape (optional, default, a refinement's pipe, a lazy schema). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 32; depth++) {
    const def = defOf(current);
    const inner =
      def.innerType ?? (def.type === 'pipe' ? def.in : undefined) ?? (def.type === 'lazy' ? def.getter?.() : undefined);
    if (inner === undefined) return current;
    current = inner;
  }
  return current;
}

/** The keys of an object schema in the order the schema lists them, or undefined when it is not an object schema. */
export function schemaKeys(schema: z.ZodType): string[] | undefined {
  const def = defOf(unwrap(schema));
  return def.type === 'object' && def.shape !== undefined ? Object.keys(def.shape) : undefined;
}

/** The object schema of a union that a value fits best: the first whose keys include all of the value's. */
function objectSchemaFor(schema: z.ZodType, value: Record<string, unknown>): z.ZodType | undefined {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') return inner;
  if (def.type !== 'union' || def.options === undefined) return undefined;
  const keys = Object.keys(value);
  return def.options.find((option) => {
    const known = schemaKeys(option);
    return known !== undefined && keys.every((key) => known.includes(key));
  });
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What the two walks below see of a value under its schema: a list and its items' schema, or a mapping with its keys' order and their schemas. */
type Node =
  | { items: unknown[]; element: z.ZodType }
  | { mapping: Record<string, unknown>; order: string[]; shape: Record<string, z.ZodType> }
  | undefined;

function nodeOf(value: unknown, schema: z.ZodType): Node {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'array' && def.element !== undefined && Array.isArray(value))
    return { items: value, element: def.element };
  if (!isMapping(value)) return undefined;
  const objectSchema = objectSchemaFor(inner, value);
  if (objectSchema === undefined) return undefined;
  return { mapping: value, order: schemaKeys(objectSchema) ?? [], shape: defOf(objectSchema).shape ?? {} };
}

/** One mapping whose keys are out of the schema's order: where, which key, and the order it should have. */
export interface KeyOrderIssue {
  /** The path of the first key out of place (a key path: locate it with which: 'key'). */
  path: PropertyKey[];
  message: string;
  tip: string;
}

/**
 * Every catalogue-owned mapping of `value` whose keys do not follow `schema`'s order, outermost first; one issue per
 * mapping, at the first key that comes too early. Keys the schema does not know are left to the schema check.
 */
export function checkKeyOrder(value: unknown, schema: z.ZodType, path: PropertyKey[] = []): KeyOrderIssue[] {
  const node = nodeOf(value, schema);
  if (node === undefined) return [];
  if ('items' in node) return node.items.flatMap((item, index) => checkKeyOrder(item, node.element, [...path, index]));
  const issues: KeyOrderIssue[] = [];
  const { mapping, order, shape } = node;
  const present = Object.keys(mapping).filter((key) => order.includes(key));
  const wanted = [...present].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const at = present.findIndex((key, index) => key !== wanted[index]);
  if (at >= 0) {
    // The first key that sits after one the schema puts later: "behaviours comes after added".
    const early = wanted[at] as string;
    const before = present[at] as string;
    const where = path.length === 0 ? 'the record' : `${path.map(String).join('.')}`;
    issues.push({
      path: [...path, early],
      message: `${early} comes after ${before} in ${where}; the keys go in the schema's order: ${wanted.join(', ')}`,
      tip: `move ${early} above ${before}, changing nothing else: the importer, the harvest and npm run rejudge write every record in the schema's order (src/schema/)`,
    });
  }
  for (const key of present) {
    if (path.length === 0 && AUTHORS_MAPPINGS.has(key)) continue;
    issues.push(...checkKeyOrder(mapping[key], shape[key] as z.ZodType, [...path, key]));
  }
  return issues;
}

/** `value` with the keys of every catalogue-owned mapping in `schema`'s order (what the writer emits); other keys keep their place after them. */
export function inKeyOrder<T>(value: T, schema: z.ZodType, top = true): T {
  const node = nodeOf(value, schema);
  if (node === undefined) return value;
  if ('items' in node) return node.items.map((item) => inKeyOrder(item, node.element, false)) as T;
  const { mapping, order, shape } = node;
  const ordered: Record<string, unknown> = {};
  for (const key of order) {
    const item = mapping[key];
    if (item === undefined) continue;
    ordered[key] = top && AUTHORS_MAPPINGS.has(key) ? item : inKeyOrder(item, shape[key] as z.ZodType, false);
  }
  for (const key of Object.keys(mapping)) if (!order.includes(key)) ordered[key] = mapping[key];
  return ordered as T;
}
