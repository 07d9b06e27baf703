import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/verdict-fits-tool.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

describe('verdict-fits-tool', () => {
  it('passes an allowed low-risk read and a held critical tool', () => {
    const held = tool('run', { risk: 'critical', policy: { verdict: 'require-approval' } });
    expect(found(check, catalogueOf([entry(tool('read')), entry(held)]))).toEqual([]);
  });
  it('refuses allow on a critical tool and deny on a low-risk read', () => {
    const catalogue = catalogueOf([
      entry(tool('run', { risk: 'critical' })),
      entry(tool('read', { policy: { verdict: 'deny' } })),
    ]);
    expect(found(check, catalogue)).toEqual([
      'run.yaml: verdict allow contradicts a critical Read tool: an agent could call it without any limit',
      'read.yaml: verdict deny on a low-risk Read tool',
    ]);
  });
});
