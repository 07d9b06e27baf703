import { z } from 'astro/zod';
import { apiServerFileSchema, apiServersSchema, apiToolsIndexSchema, apiToolsPageSchema } from './api.ts';
import { attackSchema } from './attack.ts';
import { organisationSchema } from './organisation.ts';
import { policySchema } from './policy.ts';
import { serverSchema } from './server.ts';
import { toolSchema } from './tool.ts';
import { harvestReportSchema, npmSourcesSchema } from './harvest.ts';
import { sourceListSchema } from './source-list.ts';

/** The JSON Schemas published under /schema/, keyed by file name; generated from the zod schemas, never by hand. */
export const PUBLISHED_SCHEMAS = {
  'tool.json': { schema: toolSchema, title: 'MCP risk catalogue: tool record' },
  'server.json': { schema: serverSchema, title: 'MCP risk catalogue: server record' },
  'attack.json': { schema: attackSchema, title: 'MCP risk catalogue: attack pattern' },
  'organisation.json': {
    schema: organisationSchema,
    title: 'MCP risk catalogue: organisation (a vendor and the facts that tie names to it)',
  },
  'policy-v1.json': { schema: policySchema, title: 'policy.json, version 1' },
  'api-servers.json': { schema: apiServersSchema, title: 'MCP risk catalogue API: /api/servers.json' },
  'api-server.json': { schema: apiServerFileSchema, title: 'MCP risk catalogue API: /api/servers/<slug>.json' },
  'api-tools-index.json': { schema: apiToolsIndexSchema, title: 'MCP risk catalogue API: /api/tools/index.json' },
  'api-tools-page.json': { schema: apiToolsPageSchema, title: 'MCP risk catalogue API: /api/tools/<n>.json' },
  'npm-sources.json': { schema: npmSourcesSchema, title: 'MCP risk catalogue: npm packages the harvest tries' },
  'harvest-report.json': { schema: harvestReportSchema, title: 'MCP risk catalogue: npm harvest report' },
  'source-servers.json': {
    schema: sourceListSchema,
    title: 'MCP risk catalogue: Python and Go servers read from source',
  },
} as const;

export type PublishedSchemaName = keyof typeof PUBLISHED_SCHEMAS;

export function jsonSchemaText(name: PublishedSchemaName): string {
  const { schema, title } = PUBLISHED_SCHEMAS[name];
  // draft-07: the draft that editors' YAML and JSON language servers support best.
  const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ $id: `/schema/${name}`, title, ...json }, null, 2)}\n`;
}
