/**
 * npm run draft:sources -- [--tsv <npm.tsv>] [--count all|<n>]
 * Drafts data/sources/npm.yaml from the env's npm list: every MCP server package
 * (or the --count most downloaded), each with why it is in the list, and every
 * MCP-related package ranked among them that was left out with why. The file is committed and reviewed;
 * hand decisions go in SKIP below, never in the YAML (it is regenerated).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { parseTsv, select, type Decision } from '../src/lib/harvest/select.ts';

/** Reviewed by hand: MCP-related packages that are not servers one can start on their own. */
const SKIP: Record<string, string> = {
  '@orval/mcp': 'an Orval code-generator plugin, not a server',
  '@ai-sdk/mcp': 'an MCP client for the AI SDK',
  '@storybook/addon-mcp': 'a Storybook addon that runs inside a Storybook dev server',
  '@mastra/mcp': 'a framework package (client and server classes)',
  '@salesforce/mcp-provider-api': 'a provider library loaded by @salesforce/mcp',
  '@salesforce/mcp-provider-scale-products': 'a provider library loaded by @salesforce/mcp',
  '@salesforce/mcp-provider-code-analyzer': 'a provider library loaded by @salesforce/mcp',
  '@salesforce/mcp-provider-devops': 'a provider library loaded by @salesforce/mcp',
  '@salesforce/mcp-provider-lwc-experts': 'a provider library loaded by @salesforce/mcp',
  '@salesforce/mcp-provider-aura-experts': 'a provider library loaded by @salesforce/mcp',
  '@salesforce/mcp-provider-metadata-enrichment': 'a provider library loaded by @salesforce/mcp',
  '@salesforce/mcp-provider-mobile-web': 'a provider library loaded by @salesforce/mcp',
  '@metorial/mcp-session': 'a session library',
  'n8n-nodes-mcp': 'n8n nodes (an MCP client inside n8n)',
  '@rekog/mcp-nest': 'a NestJS module for building servers',
  'use-mcp': 'a React hook (client)',
  '@clerk/mcp-tools': 'a library for writing clients and servers',
  '@composio/mcp': 'a CLI that installs hosted servers',
  '@backstage/plugin-mcp-actions-backend': 'a Backstage backend plugin',
  'workers-mcp': 'a transport to a Cloudflare Worker',
  '@payloadcms/plugin-mcp': 'a Payload CMS plugin',
  '@theia/ai-mcp': 'a Theia IDE extension',
  '@theia/ai-mcp-ui': 'a Theia IDE extension',
  '@theia/ai-mcp-server': 'a Theia IDE extension',
  'vite-plugin-mcp': 'a Vite plugin that serves MCP from a dev server (HTTP)',
  'vite-plugin-vue-mcp': 'a Vite plugin that serves MCP from a dev server (HTTP)',
  'nuxt-mcp': 'a Nuxt module that serves MCP from a dev server (HTTP)',
  'nuxt-mcp-dev': 'a Nuxt module that serves MCP from a dev server (HTTP)',
  'mcp-lite': 'a framework for building servers',
  'mcp-http-server': 'an HTTP server library',
  mcp: 'an unrelated or placeholder package with no description',
  'mcp-client-capabilities': 'a data index of clients',
  '@buildwithlayer/openapi-to-tools': 'a library turning OpenAPI into tool definitions',
  '@juspay/neurolink': 'an AI development platform (client side)',
  'fastify-mcp': 'a Fastify plugin',
  '@ansvar/mcp-sqlite': 'a SQLite library',
  '@goke/mcp': 'a CLI generated from other servers (client)',
  mcpcac: 'a CLI generated from other servers (client)',
  'mcp-auth': 'an auth library for servers',
  envmcp: 'a launcher for other servers',
  '@univerjs-pro/mcp': 'a Univer plugin (library)',
  '@univerjs-pro/sheets-mcp': 'a Univer plugin (library)',
  '@univerjs-pro/mcp-ui': 'a Univer plugin (library)',
  '@aws/run-mcp-servers-with-aws-lambda': 'a library to host other servers on Lambda',
  '@civic/auth-mcp': 'an auth library for servers',
  '@terasky/backstage-plugin-catalog-mcp-backend': 'a Backstage backend plugin',
  '@backstage-community/plugin-mcp-chat-backend': 'a Backstage backend plugin',
  'mcp-hub': 'a manager and router for other servers',
  '@kimuson/modular-mcp': 'a proxy that groups other servers',
  '@agentpmt/mcp-router': 'a router to a hosted tool marketplace',
  '@elementor/editor-mcp': 'an editor library used inside Elementor',
  'effect-mcp': 'a library for the Effect framework',
  '@inkeep/agents-manage-mcp': 'a generated SDK for the Inkeep management API',
  'claude-cli-advanced-starter-pack': 'a starter kit',
  '@gleanwork/mcp-server-utils': 'shared utilities',
  '@mcp-z/server': 'a library for building servers',
  '@portel/photon': 'a framework for building servers',
  '@sylphx/mcp-server-sdk': 'an SDK for building servers',
  '@nestjs-mcp/server': 'a NestJS library for building servers',
  '@voltagent/mcp-server': 'a library for exposing VoltAgent agents',
  'strapi-plugin-ai-sdk': 'a Strapi plugin',
  '@movk/nuxt-docs': 'a Nuxt documentation theme',
  '@kya-os/mcp-i-cloudflare': 'a Cloudflare Workers adapter',
  '@codemcp/workflows-core': 'a library',
  '@open-mcp/core': 'a library',
  '@digipair/skill-client-mcp': 'a client skill',
  '@digipair/skill-mcp': 'a library skill',
  '@utcp/mcp': 'a protocol bridge library',
  '@gram-ai/elements': 'a UI library',
  '@mcptoolshop/registry-stats': 'a statistics dashboard',
  '@sowonai/nestjs-mcp-adapter': 'a NestJS adapter',
  '@flink-app/mcp': 'a framework plugin',
  '@commercetools-demo/contenttools-mcp': 'a tool library for agent frameworks',
  '@waniwani/sdk': 'an SDK',
  '@theia/ai-mcp-server-extension': 'a Theia IDE extension',
  '@mmn-systems/n8n-nodes-mcp-trigger-context': 'n8n nodes, run inside n8n',
  'mcps-logger': 'a logging library for servers',
  usewebmcp: 'React hooks for WebMCP in the browser',
  '@devness/mcp-setup': 'a setup wizard that configures clients',
  '@dxheroes/local-mcp-frontend': 'a web dashboard for a server manager',
  '@dotdo/oauth': 'an OAuth library for servers',
  litemcp: 'a library for building servers',
  '@commercetools/commerce-mcp': 'a CLI that sets up a server in clients',
  'backant-wizard': 'a CLI wizard that installs a server into clients',
  mcpboot: 'generates a server from a prompt with an LLM at start, so it has no tools of its own',
  '@intelligentdata/mcp-server': 'a stdio proxy to a hosted server: its tools live remotely',
  '@opentofu/opentofu-mcp-server':
    'the registry server of OpenTofu, the Terraform fork: so close to the held-out Terraform server that it is kept out too',
  'tabby-mcp-server': 'a plugin for the Tabby terminal, run inside it',
  '@girardmedia/bootspring': 'a thin client of a hosted server',
  '@mcp-b/extension-tools': 'a library of Chrome extension tools for a browser extension',
  '@mcpher/gas-fakes': 'an Apps Script runtime emulator, not a server',
  semiotic: 'a visualisation library',
  bunqueue: 'a job queue library',
  '@karashiiro/my-cool-proxy': 'a proxy in front of other servers',
  'stock-sdk': 'a stock-quote SDK',
  'lean-agentic': 'a theorem-prover library',
  agenium: 'an agent directory client',
  ymcp_manager: 'a manager for other servers',
  'claude-code-lint': 'a linter for Claude Code projects',
  'project-shield': 'a security scanner CLI',
  'ferret-scan': 'a security scanner CLI',
  agnix: 'a linter for agent configurations',
  '@dallay/agentsync': 'a CLI that syncs client configurations',
  agentloom: 'a CLI that syncs client configurations',
  playbooks: 'a CLI that installs skills and servers into clients',
  '@morphllm/morph-setup': 'a CLI that installs a server into clients',
  'create-xmcp-app': 'a project generator',
  smithery: 'a CLI that installs hosted servers',
  '@thinkwell/protocol': 'shared protocol types',
  '@mcp-abap-adt/llm-agent': 'agent interfaces and types (library)',
  '@mcp-abap-adt/auth-stores': 'an auth library',
  '@mcp-abap-adt/auth-broker': 'an auth library',
  '@mcp-z/oauth': 'an OAuth library for servers',
  '@mcpc-tech/acp-ai-provider': 'an AI SDK provider (library)',
  '@mcpher/gas-flex-cache': 'an Apps Script cache library',
  '@mcptoolshop/brand': 'a brand-asset CLI, not a server',
  '@mcptoolshop/websketch-ir': 'a library for representing web UIs',
  mcprotocol: 'a Mitsubishi PLC protocol library, not about the Model Context Protocol',
  '@kbediako/codex-orchestrator': 'an orchestration CLI for Codex',
  'ecc-universal': 'an agent harness, not a server',
  'tabby-ai-assistant': 'a plugin for the Tabby terminal',
  merchant_001: 'a placeholder with no code of interest ("MCP Agent for auto registration")',
};

/**
 * Reviewed by hand: servers the description patterns in select.ts pass over (their summary mentions a client,
 * a plugin, a proxy or a CLI, or does not say "server"), read and found to be servers one starts over stdio.
 */
const TAKE: Record<string, string> = {
  '@circleci/mcp-server-circleci': 'the CircleCI server',
  'figma-developer-mcp': 'the Framelink Figma server',
  xcodebuildmcp: 'an Xcode build server',
  'slack-mcp-server': 'a Slack workspace server',
  '@tempestteam/slack-mcp-server': 'a Slack workspace server',
  '@testsprite/testsprite-mcp': 'a testing server',
  agentdb: 'a memory database with an MCP server',
  'vibe-kanban': 'a kanban tool with an MCP server',
  gitnexus: 'a code-intelligence server',
  '@colbymchenry/codegraph': 'a code-intelligence server',
  '@vibgrate/cli': 'a codebase CLI with an MCP server',
  'codegraph-ai': 'a code-graph server',
  'kiro-memory': 'a memory server for coding assistants',
  'claude-memory-layer': 'a memory server for coding assistants',
  '@ai-devkit/memory': 'a memory server for coding agents',
  'claude-in-mobile': 'a mobile-device automation server',
  agentvibes: 'a text-to-speech server for coding agents',
  'conway-terminal': 'a terminal server with compute and payment tools',
  'context-mode': 'a context-saving server for coding agents',
  'lucide-icons-mcp': 'an icon-search server',
  '@us-legal-tools/courtlistener-sdk': 'an SDK that ships a CourtListener server',
  'embark-cli': 'a code-search CLI with an MCP server',
  'slashvibe-mcp': 'a social server for developers',
  'gasoline-mcp': 'a browser debugging server',
  '@bbyqtbean/taco-helper': 'a server for a Chrome extension',
  'caldav-mcp': 'a CalDAV calendar server',
  'mcp-cli': 'a shell-command server with a path whitelist',
  '@choplin/mcp-gemini-cli': 'a server wrapping the Gemini CLI',
  '@choonkeat/agent-reverse-proxy': 'a server with app-preview tools',
  '@respira/wordpress-mcp-server': 'a WordPress server',
  '@starwind-ui/mcp': 'a UI-component documentation server',
  'mockserver-mcp-charles': 'a mock-server server for React Native',
  '@doist/todoist-ai': 'the Todoist server (renamed, still published)',
  '@morph-llm/morph-fast-apply': 'the Morph fast-apply server (moved, still published)',
  'oh-my-agents': 'a skills search and install server',
  '@orchestrator-claude/mcp-server': 'a server delegating to a local REST API',
  'project-state-manager': 'a process-state server for agents',
  '@astrotask/core': 'a task-navigation tool with an MCP server',
};

/** Packages whose server is already in the catalogue under another slug: the harvest updates that record. */
const SERVER: Record<string, string> = {
  '@modelcontextprotocol/server-filesystem': 'mcp-ref-filesystem',
  '@modelcontextprotocol/server-sequential-thinking': 'mcp-ref-sequentialthinking',
  '@modelcontextprotocol/server-memory': 'mcp-ref-memory',
  '@modelcontextprotocol/server-everything': 'mcp-ref-everything',
  '@modelcontextprotocol/server-github': 'mcp-archived-github',
  '@modelcontextprotocol/server-postgres': 'mcp-archived-postgres',
  '@modelcontextprotocol/server-google-maps': 'mcp-archived-google-maps',
  '@modelcontextprotocol/server-slack': 'mcp-archived-slack',
  '@modelcontextprotocol/server-brave-search': 'mcp-archived-brave-search',
  '@modelcontextprotocol/server-puppeteer': 'mcp-archived-puppeteer',
  '@modelcontextprotocol/server-gitlab': 'mcp-archived-gitlab',
  '@modelcontextprotocol/server-gdrive': 'mcp-archived-gdrive',
  '@modelcontextprotocol/server-redis': 'mcp-archived-redis',
  '@modelcontextprotocol/server-aws-kb-retrieval': 'mcp-archived-aws-kb-retrieval',
  '@modelcontextprotocol/server-everart': 'mcp-archived-everart',
  '@playwright/mcp': 'playwright',
  'mongodb-mcp-server': 'mongodb',
  'mcp-server-kubernetes': 'mcp-server-kubernetes',
  '@elastic/mcp-server-elasticsearch': 'elasticsearch',
};

const { values } = parseArgs({
  options: {
    tsv: { type: 'string', default: '/work/.library/env/packages/npm.tsv' },
    count: { type: 'string', default: 'all' },
    out: { type: 'string', default: 'data/sources/npm.yaml' },
  },
});
const overrides = new Map<string, Decision>([
  ...Object.entries(SKIP).map(([name, why]): [string, Decision] => [name, { take: false, why: `reviewed: ${why}` }]),
  ...Object.entries(TAKE).map(([name, why]): [string, Decision] => [name, { take: true, why: `reviewed: ${why}` }]),
]);
const count = values.count === 'all' ? Infinity : Number(values.count);
if (!(count > 0)) {
  console.error('--count must be a positive number or all');
  process.exit(2);
}
const selection = select(parseTsv(readFileSync(values.tsv, 'utf8')), count, overrides);
const doc = {
  packages: selection.taken.map((r) => ({
    package: r.name,
    version: r.version,
    why: `${r.downloads} downloads a month; ${r.why}`,
    ...(SERVER[r.name] ? { server: SERVER[r.name] } : {}),
  })),
  skipped: selection.skipped.map((r) => ({ package: r.name, version: r.version, why: r.why })),
};
const header = `# yaml-language-server: $schema=../../public/schema/npm-sources.json
# The npm packages \`npm run harvest\` tries, most monthly downloads first (drafted by
# \`npm run draft:sources\` from the env's npm list, reviewed by hand: see SKIP in
# scripts/draft-sources.ts). \`skipped\` lists the MCP-related packages ranked among them
# that are not servers to start, each with why.\n`;
writeFileSync(values.out, header + stringify(doc, { lineWidth: 0 }));
console.log(`${doc.packages.length} packages, ${doc.skipped.length} skipped -> ${values.out}`);
