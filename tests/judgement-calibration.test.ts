/**
 * Readings corrected after comparing drafts with reviewed records (helper e7): words read in their context, and risk
 * calibrated where reviewers who read the servers' code agree across servers. Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import type { ToolDefinitionInput } from '../src/lib/judgement/facts.ts';

const str = (description = '') => ({ type: 'string', description });
const bool = (description = '') => ({ type: 'boolean', description });
const tool = (name: string, description: string, properties: Record<string, unknown> = {}): ToolDefinitionInput => ({ name, description, inputSchema: { type: 'object', properties } });
const rules = (definition: ToolDefinitionInput) => judgeTool(definition).evidence.map((step) => step.rule);
const grade = (definition: ToolDefinitionInput) => {
  const judged = judgeTool(definition);
  return `${judged.category}/${judged.risk}/${judged.policy.verdict}`;
};

describe('tokens are credentials only in a credential context', () => {
  it('does not read design tokens written to files as a change of access', () => {
    const design = tool('palette_write_tokens', 'Write the design tokens of the style guide (colours, spacing) to token files.', { outDir: str('Folder for the token files') });
    expect(rules(design)).not.toContain('changes-access');
    expect(judgeTool(design).risk).not.toBe('high');
  });
  it('still reads an access token created or revoked as a change of access', () => {
    expect(grade(tool('mint_store_token', 'Create a token for the shop. The token grants access to the orders API.', { label: str() }))).toMatch(/\/high\/require-approval$/);
    expect(rules(tool('drop_service_token', 'Revoke a token so that it stops working.', { token_id: str() }))).toContain('changes-access');
  });
});

describe("a CRM's company records", () => {
  it('are private business data, like its contacts', () => {
    const notes = judgeTool(tool('read_company_memos', 'Read the memos kept on a company.', { uri: str('URI of the company') }));
    expect(`${notes.category}/${notes.risk}`).toBe('Read/medium');
    expect(notes.flow.source).toBe(true);
    expect(notes.evidence.find((step) => step.rule === 'reads-private-data')?.match).toBe('company records');
  });
  it('are not when the description says the data is public', () => {
    expect(grade(tool('fetch_company_filings', 'Fetch the public filings of a listed company by its ticker.', { ticker: str() }))).toBe('Read/low/allow');
  });
});

describe('installing a browser', () => {
  it('is setup, not a page interaction; a forced install replaces the browser there (destructive)', () => {
    const forced = judgeTool(tool('crawler_browser_install', 'Install the headless browser binary the crawler drives.', { force: bool('Install again even if present') }));
    expect(forced.evidence.map((step) => step.rule)).not.toContain('context-page-interaction');
    expect(forced.category).toBe('Execute');
    expect(forced.effect.destructive).toBe(true);
    const plain = judgeTool(tool('crawler_browser_install', 'Install the headless browser binary the crawler drives.'));
    expect(plain.effect.destructive).toBe(false);
  });
});
