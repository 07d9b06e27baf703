import { z } from 'astro/zod';
import { GRADES } from './enums.ts';
import { AUTH_KINDS, CATEGORIES, RISK_LEVELS, TRANSPORTS, VERDICTS, WINDOWS } from './enums.ts';
import { isoDateSchema, slugSchema } from './common.ts';
import { effectSchema, flowSchema, toolNameSchema } from './tool.ts';

/**
 * The static JSON API under /api/: the shape of every file, declared once. The
 * builders in src/lib/publish/api-files.ts produce exactly these types, the JSON Schemas under
 * /schema/api-*.json are generated from them, and /docs/api/ documents them.
 */

const urlSchema = (what: string) => z.url().describe(what);
const countSchema = (what: string) => z.int().min(0).describe(what);

/** A count for every value of a closed vocabulary: all keys are always present, zero included. */
function countsOf<const T extends readonly string[]>(values: T, what: string) {
  const shape = Object.fromEntries(
    values.map((value) => [value, countSchema(`Number of tools ${what} ${value}.`)]),
  ) as Record<T[number], z.ZodInt>;
  return z.strictObject(shape);
}

const apiCountsSchema = z
  .strictObject({
    category: countsOf(CATEGORIES, 'of category').describe('Tools per category.'),
    risk: countsOf(RISK_LEVELS, 'of risk').describe('Tools per risk level.'),
    verdict: countsOf(VERDICTS, 'whose recommended verdict is').describe('Tools per recommended verdict.'),
  })
  .describe(
    "How the server's tools divide by category, risk and recommended verdict; each group sums to the tool count.",
  );

const apiPolicySchema = z
  .strictObject({
    verdict: z.enum(VERDICTS).describe('The recommended verdict: allow, rate-limit, require-approval or deny.'),
    max: z.int().min(1).optional().describe('Calls allowed per window; present only for rate-limit.'),
    window: z.enum(WINDOWS).optional().describe('The window calls are counted in; present only for rate-limit.'),
    reason: z.string().optional().describe('Why this verdict, when the record gives a reason.'),
  })
  .describe('The recommended rule, as the tool page and its policy.json state it.');

const apiToolSchema = z
  .strictObject({
    name: toolNameSchema,
    title: z.string().optional().describe('Display title the author gave the tool.'),
    url: urlSchema("The tool's page."),
    policyUrl: urlSchema('The tool\'s policy.json: the recommended rule under "default": "deny".'),
    category: z.enum(CATEGORIES).describe('What kind of power the tool gives an agent.'),
    risk: z.enum(RISK_LEVELS).describe('How much harm misuse can do.'),
    policy: apiPolicySchema,
    effect: effectSchema,
    flow: flowSchema
      .optional()
      .describe(
        'Whether the tool is a source of private data, an injection path for third-party text and a sink that sends data out (what /stack/ combines); absent while the tool is not judged for them.',
      ),
    mentions: z
      .array(toolNameSchema)
      .optional()
      .describe(
        "Tool names of other servers in the catalogue that the description names, written as identifiers: a description naming another server's tool can steer calls to it (shadowing). Absent when there are none.",
      ),
    definitionHash: z
      .string()
      .regex(/^sha256:[0-9a-f]{64}$/)
      .describe("sha256 of the tool's definition when last imported: a different hash means the definition changed."),
    attacks: z.array(slugSchema).describe('Ids of the attack patterns the tool enables (pages at /attacks/<id>/).'),
    added: isoDateSchema.describe('Date the tool entered the catalogue.'),
    changed: isoDateSchema.describe("Date the tool's definition last changed."),
  })
  .describe("One tool and the catalogue's judgement of it.");

const apiPagedToolSchema = apiToolSchema
  .extend({
    server: slugSchema.describe('Slug of the server the tool belongs to; its file is /api/servers/<server>.json.'),
  })
  .describe("One tool and the catalogue's judgement of it, with the server it belongs to.");

const apiServerSummarySchema = z
  .strictObject({
    slug: slugSchema,
    name: z.string().describe('Display name of the server.'),
    description: z.string().describe("What the server is for, in the catalogue's words."),
    url: urlSchema("The server's page."),
    api: urlSchema("This server's API file, with every tool: /api/servers/<slug>.json."),
    policyUrl: urlSchema('The whole-server policy.json: every tool with its recommended rule.'),
    repository: urlSchema('Source repository.'),
    publisher: z
      .strictObject({
        name: z.string().describe('Who publishes the server, as its package or repository names them.'),
        identity: z
          .enum(['vendor', 'third-party', 'unknown'])
          .describe(
            "vendor: the vendor of the product it serves publishes it (the package's scope or the vendor's own pages, and the repository's owner, agree); third-party: someone else publishes it, as its own scope and repository say (legitimate); unknown: the evidence does not establish it.",
          ),
        vendor: z.string().optional().describe("The product's vendor, when the product is known."),
        product: z.string().optional().describe('The product the server serves, when known.'),
        summary: z.string().describe('The identity in one sentence, as the server page says it.'),
      })
      .describe('Who publishes the server and whether that is the vendor of the product it serves.'),
    auth: z.enum(AUTH_KINDS).describe('How a client authenticates to the server or the service behind it.'),
    transport: z.enum(TRANSPORTS).describe('How clients connect: stdio, http or both.'),
    language: z.string().optional().describe('The language the server is written in, as its record states it.'),
    packages: z
      .array(
        z
          .strictObject({
            registry: z.literal('npm').describe('The package registry (npm).'),
            name: z.string().describe('The package name.'),
            version: z.string().optional().describe('The version the tools were read from.'),
          })
          .describe('A published package that runs this server.'),
      )
      .describe(
        'The packages the tools were read from (empty when they were read from source): what a client configuration names to run the server, which `npm run check` and /stack/ match configurations against.',
      ),
    grade: z.enum(GRADES).describe("The server's risk grade, A (best) to F, as its page shows it."),
    score: z.int().min(0).max(100).describe('The score behind the grade, 0 to 100.'),
    toolCount: countSchema('Number of tools.'),
    counts: apiCountsSchema,
    added: isoDateSchema.describe('Date the server entered the catalogue.'),
  })
  .describe('One server: identity, grade and what its tools can do.');

const apiServerDetailSchema = apiServerSummarySchema
  .extend({
    deductions: z
      .array(
        z
          .strictObject({
            points: z.int().min(1).describe('Points taken off the score.'),
            reason: z.string().describe('Why, in words.'),
          })
          .describe('One deduction from the score.'),
      )
      .describe('Every deduction that produced the score (100 less their points, at least 0).'),
    source: z
      .strictObject({
        commit: z.string().optional().describe('Commit the tool definitions were read at.'),
        version: z
          .string()
          .optional()
          .describe('Released version the definitions were read from, when no commit is known.'),
      })
      .describe('Where the tool definitions were read.'),
    exports: z
      .array(
        z
          .strictObject({
            target: z
              .string()
              .describe('Export id, e.g. "claude-code" or "toolhive"; /docs/exports/#<target> explains it.'),
            label: z.string().describe('The client or gateway that reads the file.'),
            file: z.string().describe('File name.'),
            mediaType: z.string().describe('Media type of the file.'),
            url: urlSchema('The whole-server policy in that format: /servers/<slug>/export/<file>.'),
          })
          .describe("The whole-server policy in one client's or gateway's format."),
      )
      .describe(
        'The whole-server policy exported to each client and gateway format (mapped never looser; /docs/exports/).',
      ),
  })
  .describe('One server with the reasons for its grade, where its definitions come from and its policy exports.');

const schemaRefSchema = z.url().describe('The JSON Schema this file follows.');

export const apiServersSchema = z
  .strictObject({
    $schema: schemaRefSchema,
    serverCount: countSchema('Number of servers.'),
    toolCount: countSchema('Number of tools of all servers.'),
    servers: z.array(apiServerSummarySchema).describe('Every server, ordered by name.'),
  })
  .describe('/api/servers.json: every server of the catalogue.');

export const apiServerFileSchema = z
  .strictObject({
    $schema: schemaRefSchema,
    server: apiServerDetailSchema,
    tools: z.array(apiToolSchema).describe('Every tool of the server, ordered by name.'),
  })
  .describe('/api/servers/<slug>.json: one server and all its tools.');

export const apiToolsPageSchema = z
  .strictObject({
    $schema: schemaRefSchema,
    page: z.int().min(1).describe("This page's number, from 1."),
    pages: z.int().min(1).describe('Number of pages.'),
    pageSize: z.int().min(1).describe('Tools per page; only the last page holds fewer.'),
    total: countSchema('Number of tools in the whole catalogue.'),
    index: urlSchema('The list of pages: /api/tools/index.json.'),
    prev: urlSchema('The previous page.').nullable().describe('The previous page, or null on the first.'),
    next: urlSchema('The next page.').nullable().describe('The next page, or null on the last.'),
    tools: z.array(apiPagedToolSchema).describe("This page's tools, ordered by tool name, then server."),
  })
  .describe('/api/tools/<n>.json: one page of the whole catalogue of tools.');

export const apiToolsIndexSchema = z
  .strictObject({
    $schema: schemaRefSchema,
    total: countSchema('Number of tools in the whole catalogue.'),
    pageSize: z.int().min(1).describe('Tools per page; only the last page holds fewer.'),
    pages: z
      .array(
        z
          .strictObject({
            page: z.int().min(1).describe('Page number, from 1.'),
            url: urlSchema("The page's file: /api/tools/<page>.json."),
            count: countSchema('Number of tools on the page.'),
            first: z
              .string()
              .nullable()
              .describe(
                '"<server>/<tool>" of the page\'s first tool (pages are ordered by tool name), or null on an empty page.',
              ),
            last: z
              .string()
              .nullable()
              .describe('"<server>/<tool>" of the page\'s last tool, or null on an empty page.'),
          })
          .describe('One page of the tool catalogue.'),
      )
      .describe('Every page, in order.'),
  })
  .describe('/api/tools/index.json: the pages of the tool catalogue.');

export type ApiCounts = z.infer<typeof apiCountsSchema>;
export type ApiPolicy = z.infer<typeof apiPolicySchema>;
export type ApiTool = z.infer<typeof apiToolSchema>;
export type ApiPagedTool = z.infer<typeof apiPagedToolSchema>;
export type ApiServerSummary = z.infer<typeof apiServerSummarySchema>;
export type ApiServers = z.infer<typeof apiServersSchema>;
export type ApiServerFile = z.infer<typeof apiServerFileSchema>;
export type ApiToolsPage = z.infer<typeof apiToolsPageSchema>;
export type ApiToolsIndex = z.infer<typeof apiToolsIndexSchema>;
