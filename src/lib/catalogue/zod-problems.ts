import type { z } from 'astro/zod';
import { didYouMean } from '../text/did-you-mean.ts';
import type { Problem } from './problems.ts';
import type { YamlSource } from './yaml-source.ts';

type Issue = z.core.$ZodIssue;
type AnySchema = z.core.$ZodType;

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const segment of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** How a YAML value reads to the person who wrote it. */
function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null (an empty value)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    if (!Number.isFinite(value)) return String(value);
    return `the number ${value}`;
  }
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)}`;
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${String(value)}`;
}

const TYPE_NAMES: Record<string, string> = {
  object: 'a mapping of fields',
  array: 'a list',
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
};

/** The values a discriminated union's option accepts for its discriminator, e.g. ["allow"]. */
function discriminatorValues(option: AnySchema, discriminator: string): unknown[] {
  const shape = (option._zod.def as unknown as { shape?: Record<string, AnySchema> }).shape;
  const values = (shape?.[discriminator]?._zod.def as unknown as { values?: unknown } | undefined)?.values;
  return Array.isArray(values) ? values : [];
}

/**
 * The field names the schema accepts at a path: what "did you mean" picks from for unknown fields.
 * Given the record, a discriminated union offers only the fields of the option its discriminator chose
 * ("max" is not a field of verdict allow, even though verdict rate-limit has one).
 */
function knownKeysAt(schema: AnySchema, path: readonly PropertyKey[], data?: unknown): string[] {
  const child = (value: unknown, segment: PropertyKey | undefined) =>
    value !== null && typeof value === 'object' && segment !== undefined && Object.hasOwn(value, segment)
      ? (value as Record<PropertyKey, unknown>)[segment]
      : undefined;
  const collect = (node: AnySchema, rest: readonly PropertyKey[], value: unknown): string[] => {
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
    switch (def.type) {
      case 'optional':
      case 'default':
      case 'nullable':
      case 'readonly':
      case 'catch':
      case 'prefault':
        return collect(def.innerType as AnySchema, rest, value);
      case 'pipe':
        return collect(def.in as AnySchema, rest, value);
      case 'union': {
        let options = def.options as AnySchema[];
        const discriminator = def.discriminator;
        if (typeof discriminator === 'string') {
          const chosen = child(value, discriminator);
          const matching = options.filter((option) => discriminatorValues(option, discriminator).includes(chosen));
          if (matching.length > 0) options = matching;
        }
        return [...new Set(options.flatMap((option) => collect(option, rest, value)))];
      }
      case 'array':
        return rest.length === 0 ? [] : collect(def.element as AnySchema, rest.slice(1), child(value, rest[0]));
      case 'record':
        return rest.length === 0 ? [] : collect(def.valueType as AnySchema, rest.slice(1), child(value, rest[0]));
      case 'object': {
        const shape = def.shape as Record<string, AnySchema>;
        if (rest.length === 0) return Object.keys(shape);
        const field = shape[String(rest[0])];
        return field ? collect(field, rest.slice(1), child(value, rest[0])) : [];
      }
      default:
        return [];
    }
  };
  return collect(schema, path, data);
}

const fieldName = (path: readonly PropertyKey[]) =>
  path.length === 0
    ? 'record'
    : path
        .map((s) => (typeof s === 'number' ? `[${s}]` : String(s)))
        .join('.')
        .replace(/\.\[/g, '[');

/** Turns zod's issues for one record into problems located in its YAML file, each saying how to fix it. */
export function zodProblems(file: string, source: YamlSource, schema: AnySchema, issues: readonly Issue[]): Problem[] {
  const problems: Problem[] = [];
  for (const issue of issues) {
    const path = issue.path as PropertyKey[];
    const field = fieldName(path);
    const found = valueAt(source.data, path);
    const place = source.locate(path);
    const push = (message: string, tip?: string, at = place) => problems.push({ file, ...at, message, tip });

    switch (issue.code) {
      case 'unrecognized_keys': {
        const known = knownKeysAt(schema, path, source.data);
        for (const key of issue.keys) {
          const guess = didYouMean(key, known);
          push(
            `${path.length ? `${field}: ` : ''}unknown field "${key}"`,
            guess ? `did you mean "${guess}"?` : `allowed fields here: ${known.join(', ')}`,
            source.locate([...path, key], 'key'),
          );
        }
        break;
      }
      case 'invalid_type': {
        if (found === undefined) {
          // locate() of a missing field gives its parent's key: where the field is to be added.
          push(
            `missing required field "${field}"`,
            `add "${String(path.at(-1))}:" (${TYPE_NAMES[issue.expected] ?? issue.expected})`,
            place,
          );
        } else {
          const custom = issue.message.startsWith('Invalid input') ? '' : ` (${issue.message})`;
          push(
            `${field}: expected ${TYPE_NAMES[issue.expected] ?? issue.expected}, found ${describeValue(found)}${custom}`,
          );
        }
        break;
      }
      case 'invalid_value': {
        const options = issue.values.map((v) => String(v));
        if (found === undefined) {
          push(
            `missing required field "${field}"`,
            `add "${String(path.at(-1))}:" with one of ${options.join(', ')}`,
            place,
          );
          break;
        }
        const guess = typeof found === 'string' ? didYouMean(found, options) : undefined;
        push(
          `${field}: expected one of ${options.join(', ')}; found ${describeValue(found)}`,
          guess ? `did you mean "${guess}"?` : undefined,
        );
        break;
      }
      case 'invalid_union': {
        const discriminator = (issue as { discriminator?: string }).discriminator;
        const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
        if (discriminator) {
          const value = typeof found === 'string' ? found : undefined;
          const guess = value !== undefined ? didYouMean(value, options) : undefined;
          push(
            found === undefined
              ? `missing required field "${field}" (one of ${options.join(', ')})`
              : `${field}: expected one of ${options.join(', ')}; found ${describeValue(found)}`,
            guess ? `did you mean "${guess}"?` : undefined,
            place,
          );
        } else {
          push(`${field}: ${issue.message}; found ${describeValue(found)}`);
        }
        break;
      }
      case 'too_small':
      case 'too_big': {
        push(`${field}: ${issue.message.replace(/^Too (small|big): /, '')}; found ${describeValue(found)}`);
        break;
      }
      default: {
        // A schema refinement may carry its own fix as params.tip.
        const tip = (issue as { params?: { tip?: unknown } }).params?.tip;
        push(
          `${field}: ${issue.message}${found === undefined ? '' : `; found ${describeValue(found)}`}`,
          typeof tip === 'string' ? tip : undefined,
        );
      }
    }
  }
  // One value can fail two checks that read the same (a javascript: URL fails both protocol and host): say it once.
  const said = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.line}:${p.col}:${p.message}`;
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
}
