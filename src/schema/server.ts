import { z } from 'astro/zod';
import { AUTH_KINDS, TRANSPORTS } from './enums.ts';
import { httpsUrlSchema, isoDateSchema, textSchema } from './common.ts';
import { packageProvenanceSchema } from './harvest.ts';

export const publisherSchema = z
  .strictObject({
    name: textSchema('Who publishes the server (person or organisation).'),
    verified: z.boolean().describe('True only when the evidence shows the server comes from the vendor of the product it serves.'),
    evidence: textSchema('What shows who publishes it, e.g. the repository\'s owner and whether it is the product\'s vendor.'),
  })
  .describe('Who publishes the server and how we know.');

export const authSchema = z
  .strictObject({
    kind: z.enum(AUTH_KINDS).describe('How a client authenticates to the server or the service behind it.'),
    needs: textSchema('What credentials or settings the server needs.'),
  })
  .describe('Auth posture.');

export const serverSchema = z
  .strictObject({
    name: textSchema('Display name of the server.'),
    description: textSchema('What the server is for, in the catalogue\'s words.'),
    repository: httpsUrlSchema.describe('Source repository (https).'),
    source: z
      .strictObject({
        commit: z
          .string()
          .regex(/^[0-9a-f]{7,40}$/, { error: 'must be a git commit hash (7 to 40 lowercase hex digits)' })
          .optional()
          .describe('Commit the tool definitions were read at.'),
        version: z.string().optional().describe('Released version the definitions were read from, when no commit is known (e.g. an npm package version).'),
        notes: z.string().optional().describe('Where in the repository the definitions live, and caveats.'),
      })
      .refine((source) => source.commit !== undefined || source.version !== undefined, {
        error: 'give the commit (or, failing that, the released version) the tool definitions were read at',
      })
      .describe('Where the tool definitions were read.'),
    publisher: publisherSchema,
    auth: authSchema,
    transport: z.enum(TRANSPORTS).describe('How clients connect: local process (stdio), remote (http) or both.'),
    language: z.string().optional().describe('Implementation language.'),
    package: packageProvenanceSchema.optional(),
    added: isoDateSchema.describe('Date the server entered the catalogue.'),
  })
  .describe('One MCP server: identity, provenance and auth posture.');

export type ServerRecord = z.infer<typeof serverSchema>;
