import type { McpToolDefinition } from './facts.ts';

export const tool = (
  name: string,
  description = '',
  properties: Record<string, unknown> = {},
  annotations?: McpToolDefinition['annotations'],
): McpToolDefinition => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
  ...(annotations ? { annotations } : {}),
});
export const str = { type: 'string' };
