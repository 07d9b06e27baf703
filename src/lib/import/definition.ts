import { createHash } from 'node:crypto';
import { z } from 'astro/zod';
import type { McpToolDefinition } from '../judgement/index.ts';

/** One tool as an MCP server lists it (tools/list), checked loosely: servers add fields we ignore. */
export const mcpToolSchema = z.looseObject({
  name: z.string().min(1),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: z.looseObject({}).optional(),
  annotations: z
    .looseObject({
      title: z.string().optional(),
      readOnlyHint: z.boolean().optional(),
      destructiveHint: z.boolean().optional(),
      idempotentHint: z.boolean().optional(),
      openWorldHint: z.boolean().optional(),
    })
    .optional(),
});
export type McpTool = z.infer<typeof mcpToolSchema>;

/** The parts of a tool that make up its definition: what an agent reads and what a rug pull changes. */
export type Definition = McpToolDefinition & { description: string };

const HINT_KEYS = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

export function definitionOf(tool: McpToolDefinition): Definition {
  const definition: Definition = { name: tool.name, description: tool.description ?? '' };
  if (tool.title !== undefined) definition.title = tool.title;
  if (tool.inputSchema !== undefined) definition.inputSchema = tool.inputSchema;
  if (tool.annotations) {
    const annotations: NonNullable<Definition['annotations']> = {};
    for (const key of HINT_KEYS) {
      const value = tool.annotations[key];
      if (value !== undefined) (annotations as Record<string, unknown>)[key] = value;
    }
    if (Object.keys(annotations).length > 0) definition.annotations = annotations;
  }
  return definition;
}

/** JSON with object keys sorted at every depth, so equal definitions hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

export function definitionHash(definition: Definition): string {
  const { name, title, description, inputSchema, annotations } = definition;
  return `sha256:${createHash('sha256').update(canonicalJson({ name, title, description, inputSchema, annotations })).digest('hex')}`;
}
