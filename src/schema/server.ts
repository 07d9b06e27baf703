import { z } from 'astro/zod';
import { AUTH_KINDS, SERVER_BEHAVIOURS, TRANSPORTS } from './enums.ts';
import { httpsUrlSchema, isoDateSchema, textSchema } from './common.ts';
import { packageProvenanceSchema } from './harvest.ts';
import { toolsObtainedSchema } from './obtained.ts';

const publisherSchema = z
  .strictObject({
    name: textSchema(
      'Who publishes the server as its package or repository names them (a person or organisation); whether that is the vendor of the product it serves is computed from `serves` and data/organisations/.',
    ),
  })
  .describe('Who publishes the server.');

/** A product of data/organisations/: "<organisation>/<product id>". */
const PRODUCT_REF_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

const authSchema = z
  .strictObject({
    kind: z.enum(AUTH_KINDS).describe('How a client authenticates to the server or the service behind it.'),
    needs: textSchema('What credentials or settings the server needs.'),
  })
  .describe('Auth posture.');

const serverBehaviourSchema = z
  .strictObject({
    kind: z
      .enum(SERVER_BEHAVIOURS)
      .describe(
        "telemetry: usage data sent to the publisher; uploads-files: the user's files or folders sent to a service; other: anything else the server does by itself.",
      ),
    byDefault: z
      .boolean()
      .describe('True when it happens unless the user turns it off; false when the user must turn it on.'),
    summary: textSchema('What it does and what leaves the machine, for readers of the site.'),
    control: z.string().optional().describe('How to turn it off (or on): the setting, variable or argument.'),
    viaTool: z
      .string()
      .optional()
      .describe(
        'The tool whose call sets it off, when one does (a side effect its name does not suggest); absent when it happens whatever the agent calls.',
      ),
    evidence: textSchema('Where we saw it: the file of the source, the README section, the version read.'),
  })
  .describe('Something the server does by itself, which no tool policy governs.');

export const serverSchema = z
  .strictObject({
    name: textSchema('Display name of the server.'),
    description: textSchema("What the server is for, in the catalogue's words."),
    repository: httpsUrlSchema.describe('Source repository (https).'),
    source: z
      .strictObject({
        commit: z
          .string()
          .regex(/^[0-9a-f]{7,40}$/, { error: 'must be a git commit hash (7 to 40 lowercase hex digits)' })
          .optional()
          .describe('Commit the tool definitions were read at.'),
        version: z
          .string()
          .optional()
          .describe(
            'Released version the definitions were read from, when no commit is known (e.g. an npm package version).',
          ),
        notes: z
          .string()
          .optional()
          .describe(
            "Maintainers' notes on where the definitions live and how they were read; kept in the record and never shown on the site (write what a reader needs in `caveats`).",
          ),
      })
      .refine((source) => source.commit !== undefined || source.version !== undefined, {
        error: 'give the commit (or, failing that, the released version) the tool definitions were read at',
      })
      .describe('Where the tool definitions were read.'),
    obtained: toolsObtainedSchema
      .optional()
      .describe(
        'How the tool definitions were obtained: the importer and the harvest write it on every import; `node scripts/fill-obtained.ts` fills it for records written before it existed.',
      ),
    publisher: publisherSchema,
    serves: z
      .string()
      .regex(PRODUCT_REF_PATTERN, {
        error:
          'must name a product as <organisation>/<product>, e.g. microsoft/azure (data/organisations/<organisation>.yaml)',
      })
      .optional()
      .describe(
        "The product the server serves, as <organisation>/<product id> of data/organisations/; absent when no one has established it. With the package's scope and the repository's owner it decides whether the server is the vendor's own, a third party's, or unknown.",
      ),
    caveats: z
      .array(textSchema('One thing a reader should know about how the tools were read, one sentence or two.'))
      .optional()
      .describe(
        'What a reader should know about how the tools were read: tools that appear only with a setting, a deprecated server, the commit an archived server was read at. Written for readers and shown on the server page.',
      ),
    auth: authSchema,
    transport: z.enum(TRANSPORTS).describe('How clients connect: local process (stdio), remote (http) or both.'),
    language: z.string().optional().describe('Implementation language.'),
    package: packageProvenanceSchema.optional(),
    behaviours: z
      .array(serverBehaviourSchema)
      .optional()
      .describe(
        'What the server does by itself (telemetry, uploads), whatever the agent calls: a policy on tools cannot stop it.',
      ),
    behavioursChecked: isoDateSchema
      .optional()
      .describe(
        'When a reviewer last read the code of the catalogued version for what the server does by itself; `behaviours` holds what they found (absent or empty when nothing).',
      ),
    added: isoDateSchema.describe('Date the server entered the catalogue.'),
  })
  .describe('One MCP server: identity, provenance and auth posture.');

export type ServerRecord = z.infer<typeof serverSchema>;
