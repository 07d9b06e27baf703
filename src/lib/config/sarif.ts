/**
 * The check's findings as SARIF 2.1.0 (OASIS, https://docs.oasis-open.org/sarif/sarif/v2.1.0/), the format code
 * scanning reads: one result per finding, located at the server's entry in the configuration file (line and column
 * of its name). Levels: critical and unknown servers are errors, high a warning, lower risks and version notes notes.
 * tests/config-check.test.ts validates the output against the schema published with the standard.
 */
import type { RiskLevel } from '../../schema/enums.ts';
import type { Finding, FindingRule } from './check-report.ts';

const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

const RULES: Record<FindingRule, { name: string; short: string; full: string }> = {
  'tool-risk': {
    name: 'ToolRisk',
    short: 'A tool of a configured MCP server is high or critical risk.',
    full: "The catalogue judged this tool's risk; its recommended verdict is in the policy files `npm run check --out` writes.",
  },
  'dangerous-path': {
    name: 'DangerousPath',
    short: 'Private data can leave through the configured servers.',
    full: 'One tool brings text written by others into the conversation, one reads private data and one sends data out without approval: injected text can chain them.',
  },
  'unknown-server': {
    name: 'UnknownServer',
    short: 'A configured MCP server is not in the catalogue.',
    full: 'Nobody has judged its tools. The message gives the command that imports it.',
  },
  version: {
    name: 'VersionDiffers',
    short: 'A configured server runs another version than the one the catalogue read.',
    full: "The catalogue's verdicts are for the version it read; the message says what changed when it knows.",
  },
};

const LEVEL: Record<RiskLevel | 'unknown', 'error' | 'warning' | 'note'> = {
  critical: 'error',
  unknown: 'error',
  high: 'warning',
  medium: 'note',
  low: 'note',
};

export interface SarifOptions {
  /** The tool's version, from package.json. */
  version: string;
  /** Where its documentation is (the site's address, when the build knows it). */
  informationUri?: string;
}

/** A path as a SARIF artifact URI: relative ones as they are (with "/"), absolute ones as file: URIs. */
function artifactUri(path: string): string {
  const slashed = path.replace(/\\/g, '/');
  if (/^[A-Za-z]:\//.test(slashed)) return `file:///${encodeURI(slashed)}`;
  if (slashed.startsWith('/')) return `file://${encodeURI(slashed)}`;
  return encodeURI(slashed);
}

/** A SARIF log with one run: every finding as a result at its entry. URIs are the paths as given, with "/". */
export function sarifLog(findings: readonly Finding[], options: SarifOptions): Record<string, unknown> {
  const ids = Object.keys(RULES) as FindingRule[];
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'mcp-risk-catalogue check',
            version: options.version,
            ...(options.informationUri ? { informationUri: options.informationUri } : {}),
            rules: ids.map((id) => ({
              id,
              name: RULES[id].name,
              shortDescription: { text: RULES[id].short },
              fullDescription: { text: RULES[id].full },
            })),
          },
        },
        results: findings.map((f) => ({
          ruleId: f.rule,
          ruleIndex: ids.indexOf(f.rule),
          level: f.risk === undefined ? 'note' : LEVEL[f.risk],
          message: { text: f.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: artifactUri(f.file) },
                region: { startLine: f.line, startColumn: f.column },
              },
            },
          ],
          ...(f.risk !== undefined || f.tool !== undefined
            ? {
                properties: {
                  ...(f.risk !== undefined ? { risk: f.risk } : {}),
                  ...(f.server ? { server: f.server } : {}),
                  ...(f.tool ? { tool: f.tool } : {}),
                },
              }
            : {}),
        })),
      },
    ],
  };
}
