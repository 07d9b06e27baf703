import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/via-tool-exists.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

const withVia = (viaTool: string) => {
  const catalogue = catalogueOf([entry(tool('send_report'))]);
  catalogue.servers[0]!.record.behaviours = [
    { kind: 'telemetry', byDefault: true, summary: 'Sends usage counts.', viaTool, evidence: 'src/t.ts' },
  ];
  return catalogue;
};

describe('via-tool-exists', () => {
  it('passes a behaviour set off by a tool of the server', () => {
    expect(found(check, withVia('send_report'))).toEqual([]);
  });
  it('names a viaTool that is no tool of the server (F16), and suggests a close one', () => {
    expect(found(check, withVia('no_such_tool'))).toEqual([
      'server.yaml: viaTool "no_such_tool" is not a tool of this server',
    ]);
    expect(check.run(withVia('send_reports')).findings[0]?.tip).toBe('did you mean "send_report"?');
  });
});
