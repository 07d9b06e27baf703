import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';

export const validServer = () => ({
  name: 'Example Server',
  description: 'An example server used by the tests.',
  repository: 'https://github.com/example/example-mcp',
  source: { commit: 'a'.repeat(40) },
  publisher: { name: 'example' },
  auth: { kind: 'api-key', needs: 'EXAMPLE_TOKEN' },
  transport: 'stdio',
  added: '2026-01-01',
});

export const validTool = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  description: `Does ${name}.`,
  definitionHash: `sha256:${'0'.repeat(64)}`,
  effect: { readOnly: true, destructive: false, idempotent: true, openWorld: false, source: 'heuristic' },
  category: 'Read',
  risk: 'low',
  rationale: 'It only reads.',
  attacks: ['data-exfiltration'],
  policy: { verdict: 'allow' },
  review: { status: 'reviewed', read: { what: 'source', commit: 'a'.repeat(40), by: 'agent' }, flags: [] },
  added: '2026-01-01',
  changed: '2026-01-01',
  ...overrides,
});

export const validAttack = () => ({
  name: 'Data exfiltration',
  summary: 'Data leaves.',
  description: 'It leaves.',
  policyDefence: 'Limit sending tools.',
  categories: ['Read'],
  references: [{ title: 'A reference', url: 'https://example.org/ref' }],
});

/** A throwaway catalogue: files given as path → YAML text or object. Returns its root. */
export function makeCatalogue(files: Record<string, string | object | Uint8Array>): {
  root: string;
  cleanup: () => void;
} {
  const root = mkdtempSync(join(tmpdir(), 'catalogue-'));
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, typeof content === 'string' || content instanceof Uint8Array ? content : stringify(content));
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** The smallest valid catalogue, to which a test adds or replaces files. */
export const baseFiles = (): Record<string, string | object | Uint8Array> => ({
  'attacks/data-exfiltration.yaml': validAttack(),
  'servers/example/server.yaml': validServer(),
  'servers/example/tools/list_things.yaml': validTool('list_things'),
});
