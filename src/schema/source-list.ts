import { z } from 'astro/zod';
import { httpsUrlSchema, isoDateSchema } from './common.ts';

/** How a repository read from source ended. */
export const SOURCE_OUTCOMES = ['imported', 'no-tools', 'rejected', 'not-fetched'] as const;
export type SourceOutcome = (typeof SOURCE_OUTCOMES)[number];

export const SOURCE_OUTCOME_LABEL: Record<SourceOutcome, string> = {
  imported: 'read and imported',
  'no-tools': 'no tool could be read statically',
  rejected: 'read, but the catalogue refused the result',
  'not-fetched': 'no snapshot of the repository could be had',
};

const countsSchema = z
  .strictObject({
    static: z.number().int().min(0).describe('Read whole from literals and constants.'),
    partial: z.number().int().min(0).describe('With pieces computed at run time.'),
    unknown: z.number().int().min(0).describe('Computed at run time, not read.'),
  })
  .describe('Tools by how much of this part was read statically.');

const sourceCandidateSchema = z
  .strictObject({
    repository: httpsUrlSchema.describe('The public repository of the server.'),
    root: z.string().optional().describe("The server's folder in the repository, for a repository of several servers."),
    exclude: z
      .array(z.string().min(1))
      .optional()
      .describe('Paths left out: a second entry point that builds another variant of the server.'),
    server: z.string().min(1).describe('The catalogue slug the tools go to.'),
    name: z.string().min(1).describe('The display name of a new server.'),
    language: z.enum(['Python', 'Go']).describe('What the server is written in.'),
    why: z.string().min(1).describe('Why it is in the list: the evidence that people use it.'),
    commit: z
      .string()
      .regex(/^[0-9a-f]{40}$/)
      .optional()
      .describe('The commit read (the snapshot fetched); filled by the run.'),
    outcome: z.enum(SOURCE_OUTCOMES).optional().describe('How it ended; filled by the run.'),
    tools: z.number().int().min(0).optional().describe('Tools read.'),
    descriptions: countsSchema.optional(),
    schemas: countsSchema.optional(),
    unread: z.number().int().min(0).optional().describe('Registrations whose tool could not even be named.'),
    detail: z.string().optional().describe('Why it ended so, in a line, when not imported.'),
  })
  .describe('One repository tried: where the server is, why, and how reading it ended.');

export const sourceListSchema = z
  .strictObject({
    generated: isoDateSchema.optional().describe('When the run last wrote the outcomes.'),
    candidates: z.array(sourceCandidateSchema).describe('The repositories tried, most used first.'),
    skipped: z
      .array(
        z.strictObject({
          repository: httpsUrlSchema.describe('The repository.'),
          root: z.string().optional().describe('The folder of the server.'),
          why: z.string().min(1).describe('Why it was not read.'),
        }),
      )
      .describe('Servers considered and left out: already in the catalogue, held out, or not Python or Go.'),
  })
  .describe(
    'Python and Go MCP servers read from source (npm run extract-source -- --list): rendered at /docs/coverage/.',
  );
export type SourceList = z.infer<typeof sourceListSchema>;
