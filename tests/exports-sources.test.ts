/**
 * /docs/exports/ names, for every target, where its format was read and what checks its files. These tests hold
 * that list to the targets and to the engines the tests really use.
 */
import { describe, expect, it } from 'vitest';
import { EXPORT_TARGETS, exportServer } from '../src/lib/policy/exports/index.ts';
import { FORMAT_SOURCES } from '../src/lib/policy/exports/format-sources.ts';
import { exportDecider } from './support/export-check.ts';
import {
  CLINE_SOURCE,
  GEMINI_SOURCE,
  INTERCEPT_SOURCE,
  ROO_SOURCE,
  VSCODE_SOURCE,
  ZED_SOURCE,
} from './support/export-engines.ts';

describe('where each format was read, and what checks it', () => {
  it('every target, and only the targets, has its sources and its check', () => {
    expect(Object.keys(FORMAT_SOURCES).sort()).toEqual(EXPORT_TARGETS.map((t) => t.id).sort());
    for (const [id, source] of Object.entries(FORMAT_SOURCES)) {
      expect(source.read.length, id).toBeGreaterThan(0);
      for (const r of source.read) {
        if (r.repo) {
          expect(r.repo, id).toMatch(/^[\w.-]+\/[\w.-]+$/);
          expect(r.commit, id).toMatch(/^[0-9a-f]{8,40}$/);
          expect(r.path, id).toBeTruthy();
        } else expect(r.url, id).toMatch(/^https:\/\//);
      }
      expect(source.check.length, id).toBeGreaterThan(40);
    }
  });

  it('the ported engines name the same commits the page names', () => {
    const named = (id: string) => FORMAT_SOURCES[id]!.read.map((r) => `${r.repo}@${r.commit}`);
    expect(named('gemini-cli')).toContain(GEMINI_SOURCE);
    expect(named('intercept')).toContain(INTERCEPT_SOURCE);
    expect(named('zed')).toContain(ZED_SOURCE);
    expect(named('cline')).toContain(CLINE_SOURCE);
    expect(named('roo-code')).toContain(ROO_SOURCE);
    expect(named('vscode')).toContain(VSCODE_SOURCE);
  });

  it('says "port" for the targets read by a port, "schema" for those read against a published one, and "stands in" for stand-ins', () => {
    for (const id of ['gemini-cli', 'intercept', 'zed', 'cline', 'roo-code', 'vscode'])
      expect(FORMAT_SOURCES[id]!.check, id).toMatch(/port/);
    for (const id of ['claude-code', 'openai-responses'])
      expect(FORMAT_SOURCES[id]!.check, id).toMatch(/schema \(vendored\)/);
    for (const id of ['toolhive', 'agentgateway']) expect(FORMAT_SOURCES[id]!.check, id).toMatch(/stands in/);
  });

  it('every target has an engine in the tests that reads its file', () => {
    const server = exportServer('s', [
      { name: 'read', verdict: 'allow' },
      { name: 'drop', verdict: 'deny' },
    ]);
    for (const target of EXPORT_TARGETS) {
      const decide = exportDecider(target, [server]);
      // Cline cannot refuse one tool, so its file switches off a server that has a denied tool.
      expect(decide('s', 'read').outcome, target.id).toBe(target.id === 'cline' ? 'deny' : 'allow');
      expect(decide('s', 'drop').outcome, target.id).toBe(
        target.capabilities.refuse === false ? 'needs-approval' : 'deny',
      );
    }
  });
});
