/** Rows of the input-parameters table, read from a tool's JSON Schema as the author wrote it. */
export interface ParamRow {
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

type JsonSchema = Record<string, unknown>;

function typeLabel(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return 'any';
  const s = schema as JsonSchema;
  if (Array.isArray(s.enum)) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (s.const !== undefined) return JSON.stringify(s.const);
  const variants = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(variants)) {
    return [...new Set(variants.map(typeLabel))].join(' or ');
  }
  const type = Array.isArray(s.type) ? s.type.join(' or ') : typeof s.type === 'string' ? s.type : undefined;
  if (type === 'array') return `array of ${typeLabel(s.items)}`;
  return type ?? (s.properties ? 'object' : 'any');
}

export function paramRows(inputSchema: JsonSchema | undefined): ParamRow[] {
  const properties = inputSchema?.properties;
  if (!properties || typeof properties !== 'object') return [];
  const required = new Set(Array.isArray(inputSchema.required) ? inputSchema.required.map(String) : []);
  return Object.entries(properties as Record<string, unknown>).map(([name, schema]) => {
    const description = schema && typeof schema === 'object' ? (schema as JsonSchema).description : undefined;
    return {
      name,
      type: typeLabel(schema),
      required: required.has(name),
      description: typeof description === 'string' ? description : undefined,
    };
  });
}
