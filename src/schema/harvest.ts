import { z } from 'astro/zod';
import { httpsUrlSchema, isoDateSchema } from './common.ts';

/** How a harvested package ended, one closed vocabulary for the state file, the report and the page. */
export const HARVEST_OUTCOMES = [
  'listed',
  'no-tools',
  'needs-credential',
  'not-stdio',
  'crashed',
  'timed-out',
  'install-failed',
  'non-registry-dependency',
  'rejected',
] as const;
export type HarvestOutcome = (typeof HARVEST_OUTCOMES)[number];

export const HARVEST_OUTCOME_LABEL: Record<HarvestOutcome, string> = {
  listed: 'listed its tools',
  'no-tools': 'started but listed no tools',
  'needs-credential': 'needs a credential to start',
  'not-stdio': 'not a stdio server',
  crashed: 'crashed',
  'timed-out': 'timed out',
  'install-failed': 'could not be installed',
  'non-registry-dependency': 'depends on something outside the registry (not installed)',
  rejected: 'listed tools the catalogue refused',
};

const packageNameSchema = z
  .string()
  .regex(/^(@[A-Za-z0-9][A-Za-z0-9._~-]*\/)?[A-Za-z0-9][A-Za-z0-9._~-]*$/, { error: 'must be an npm package name' });

const attestationSchema = z
  .strictObject({
    predicateType: z
      .string()
      .describe("The attestation's in-toto predicate type, e.g. https://slsa.dev/provenance/v1."),
    url: httpsUrlSchema.optional().describe('Where the registry serves the attestation bundle.'),
  })
  .describe('The npm provenance attestation the registry lists for this version.');

const sandboxResultSchema = z
  .strictObject({
    outcome: z.enum(HARVEST_OUTCOMES).describe('What happened when the server was started in the sandbox.'),
    tools: z.number().int().min(0).describe('How many tools tools/list returned.'),
    command: z.string().describe('The command run inside the sandbox (package bin and arguments).'),
    placeholderCredentials: z
      .array(z.string())
      .describe(
        "Variables the package's README names that were set to placeholder values so it would start; empty when none were.",
      ),
    placeholderEnvironment: z
      .array(z.string().regex(/^[A-Z][A-Z0-9_]*=/, { error: 'must be NAME=value' }))
      .optional()
      .describe(
        'Exactly what was passed for placeholderCredentials, as NAME=value: harmless values of the right shape (a local address that answers nothing, placeholder-<name>), never a real secret.',
      ),
    placeholderArguments: z
      .array(z.string())
      .optional()
      .describe(
        "Command-line arguments the harvest added because the server's own error asked for them (a required option or folder), with the placeholder values passed; also part of command.",
      ),
    installScripts: z
      .boolean()
      .describe(
        "True when the package's install scripts had to be run (inside the sandbox, without network) before it started, and ran to the end.",
      ),
    installScriptsRun: z
      .array(z.string())
      .optional()
      .describe(
        'When installScripts is true: each script that ran, as "<package>: <event> (<command>)", in the order npm runs them.',
      ),
    identities: z
      .array(z.string())
      .optional()
      .describe(
        'The MCP clients the harvest presented itself as (their names and versions in initialize), each in its own sandbox; the first is the one whose list was imported unless they differed.',
      ),
    cloaking: z
      .strictObject({
        identities: z.array(z.string()).describe('The clients compared.'),
        differences: z
          .array(z.string())
          .min(1)
          .describe('What differed between them, one sentence each, in our words.'),
      })
      .optional()
      .describe(
        'Set when the server showed different clients different tools: a finding on its page; every tool of the server is held for review with a stricter verdict.',
      ),
  })
  .describe('The sandbox run that listed the tools.');

export const packageProvenanceSchema = z
  .strictObject({
    registry: z.literal('npm').describe('The package registry (npm).'),
    name: packageNameSchema.describe('The npm package name.'),
    version: z.string().min(1).describe('The exact version installed.'),
    integrity: z
      .string()
      .regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/, { error: 'must be a Subresource Integrity hash (sha512-…)' })
      .describe("The tarball's integrity hash as the registry published it."),
    repository: z.string().optional().describe('The repository the package metadata names, as written there.'),
    attestation: attestationSchema.optional(),
    harvested: isoDateSchema.describe('When the tools were listed.'),
    sandbox: sandboxResultSchema,
    telemetryLibraries: z
      .array(z.string().min(1))
      .optional()
      .describe(
        "Reporting libraries (analytics, telemetry, error reporting) among the package's own dependencies, from its package.json: a reviewer checks whether the server sends anything by itself. Their presence is no proof that it does.",
      ),
  })
  .describe('The npm package the tools were read from, and how.');
export type PackageProvenance = z.infer<typeof packageProvenanceSchema>;

const harvestEntrySchema = z
  .strictObject({
    package: packageNameSchema.describe('The npm package name.'),
    version: z.string().min(1).describe('The exact version tried.'),
    outcome: z.enum(HARVEST_OUTCOMES).describe('How the attempt ended.'),
    tools: z.number().int().min(0).optional().describe('Tools listed, when it listed any.'),
    server: z.string().optional().describe('The catalogue slug the tools were imported into.'),
    variables: z
      .array(z.string())
      .optional()
      .describe('For needs-credential: the variables it asked for; for listed: placeholders set.'),
    arguments: z
      .array(z.string())
      .optional()
      .describe('For listed: placeholder arguments the harvest added because the server asked for them.'),
    detail: z
      .string()
      .optional()
      .describe('First line of the error, or what was refused; quoted from the server, shown escaped.'),
    installScripts: z
      .boolean()
      .optional()
      .describe('True when its install scripts were run (inside the sandbox, without network).'),
    seconds: z.number().min(0).optional().describe('How long the attempt took, install included.'),
  })
  .describe('One package the harvest tried.');
export type HarvestEntry = z.infer<typeof harvestEntrySchema>;

export const harvestCoverageSchema = z
  .strictObject({
    mcpPackages: z
      .number()
      .int()
      .min(0)
      .describe("MCP-related packages in the env's npm list: those listed to try plus those skipped with why."),
    listed: z.number().int().min(0).describe('Of those, listed to try in the source list.'),
    skipped: z.number().int().min(0).describe('Of those, skipped with why (not a server, held out, a platform build).'),
    tried: z.number().int().min(0).describe('Of those listed, tried by the harvest.'),
    byOutcome: z
      .record(z.enum(HARVEST_OUTCOMES), z.number().int().min(0))
      .describe('Of those tried, how many ended each way.'),
  })
  .describe(
    "How much of the env's list of MCP-related npm packages the harvest covered, computed from the source list and the packages tried.",
  );
export type HarvestCoverage = z.infer<typeof harvestCoverageSchema>;

export const harvestReportSchema = z
  .strictObject({
    generated: isoDateSchema.describe('When the report was last written.'),
    sandbox: z.string().describe('How the servers were run.'),
    coverage: harvestCoverageSchema.optional(),
    packages: z.array(harvestEntrySchema).describe('Every package tried, in the order of the source list.'),
  })
  .describe('What the npm harvest tried and how each package ended.');
export type HarvestReport = z.infer<typeof harvestReportSchema>;

export const npmSourcesSchema = z
  .strictObject({
    packages: z
      .array(
        z.strictObject({
          package: packageNameSchema.describe('The npm package name.'),
          version: z.string().min(1).describe('The exact version to install.'),
          why: z
            .string()
            .min(1)
            .describe('Why it is in the list: its monthly downloads and what shows it is a server.'),
          server: z.string().optional().describe('Existing catalogue slug this package updates.'),
        }),
      )
      .describe('The packages to harvest, most monthly downloads first.'),
    skipped: z
      .array(
        z.strictObject({
          package: packageNameSchema.describe('The npm package name.'),
          version: z.string().describe('The version in the npm list.'),
          why: z.string().min(1).describe('Why it is not harvested.'),
        }),
      )
      .optional()
      .describe('MCP packages ranked among those taken that are not harvested, each with why.'),
  })
  .describe('The npm packages the harvest tries, and the MCP packages ranked among them that it leaves out.');

export type NpmSources = z.infer<typeof npmSourcesSchema>;
