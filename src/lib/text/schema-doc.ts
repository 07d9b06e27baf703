/** Rows of a field reference, read from a JSON Schema: the docs page never lists a field by hand. */
export interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  description: string;
  values?: string[];
}

type Json = Record<string, unknown>;

function typeOf(schema: Json): string {
  if (schema.const !== undefined) return `"${String(schema.const)}"`;
  if (Array.isArray(schema.enum)) return 'string';
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' or ');
  if (schema.type === 'array') return `array of ${typeOf((schema.items ?? {}) as Json)}`;
  if (schema.type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object')
    return 'object (tool name → rule)';
  if (schema.type === 'integer') {
    const bounds = [
      schema.minimum !== undefined ? `≥ ${String(schema.minimum)}` : '',
      schema.maximum !== undefined ? `≤ ${String(schema.maximum)}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return bounds ? `integer (${bounds})` : 'integer';
  }
  return String(schema.type ?? 'any');
}

export function fieldRows(schema: Json, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const [name, child] of Object.entries(properties)) {
    const path = prefix ? `${prefix}.${name}` : name;
    const values = Array.isArray(child.enum)
      ? child.enum.map(String)
      : Array.isArray(child.anyOf)
        ? (child.anyOf as Json[]).flatMap((c) => (c.const !== undefined ? [String(c.const)] : []))
        : undefined;
    rows.push({
      path,
      type: typeOf(child),
      required: required.has(name),
      description: String(child.description ?? ''),
      values: values?.length ? values : undefined,
    });
    if (child.type === 'object' && child.properties) rows.push(...fieldRows(child, path));
    if (child.type === 'object' && child.additionalProperties && typeof child.additionalProperties === 'object')
      rows.push(...fieldRows(child.additionalProperties as Json, `${path}.<tool>`));
    if (child.type === 'array' && child.items && (child.items as Json).properties)
      rows.push(...fieldRows(child.items as Json, `${path}[]`));
  }
  return rows;
}
