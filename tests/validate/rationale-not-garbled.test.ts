import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/rationale-not-garbled.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

describe('rationale-not-garbled', () => {
  it('reports a product name used as the object', () => {
    const catalogue = catalogueOf([
      entry(tool('acme_get', { rationale: 'It returns the acme. More words here.' }), 'acme'),
    ]);
    expect(found(check, catalogue)).toEqual([
      'acme_get.yaml: the rationale uses the product name "acme" as an object ("the acme")',
    ]);
  });
  it('reads "the agent" as the caller, and a tool named for its plural object as that object', () => {
    const catalogue = catalogueOf([
      entry(
        tool('agent_scan', { rationale: 'A misled agent could only read the agent. More words.' }),
        'agent-scanner',
      ),
      entry(tool('teams', { rationale: 'It returns teams. More words.' }), 'acme'),
    ]);
    expect(found(check, catalogue)).toEqual([]);
  });
  it('reports the tool’s own bare name used as the object', () => {
    const catalogue = catalogueOf([entry(tool('pinch', { rationale: 'It returns pinch. More words.' }), 'acme')]);
    expect(found(check, catalogue)).toEqual([
      'pinch.yaml: the rationale uses the bare verb "pinch" as an object ("returns pinch")',
    ]);
  });
});
