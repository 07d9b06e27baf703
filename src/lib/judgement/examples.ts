import type { ToolDefinitionInput } from './facts.ts';

export const tool = (
  name: string,
  description = '',
  properties: Record<string, unknown> = {},
  annotations?: ToolDefinitionInput['annotations'],
): ToolDefinitionInput => ({
  name,
  description,
  inputSchema: { type: 'object', properties },
  ...(annotations ? { annotations } : {}),
});
export const str = { type: 'string' };
