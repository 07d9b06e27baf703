/**
 * The VS Code export (chat.tools.eligibleForAutoApproval in settings.json), read back by jsonc-parser and by the
 * port of VS Code's approval path (tests/support/export-engines.ts): what the file holds, and that what its notes,
 * limitations and install steps say VS Code does is what the port of VS Code's source does, in each state VS Code
 * keeps outside the file (nothing approved, Always Allow, a whole server allowed, global auto-approve, a read-only
 * tool, a chat that approves everything).
 */
import { parse, type ParseError } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { targetForClient } from '../src/lib/config/choice.ts';
import { EXPORT_TARGETS, exportServer, groupedNotes, verdictMapping } from '../src/lib/policy/exports/index.ts';
import { vscode, vscodeKey, VSCODE_SETTING } from '../src/lib/policy/exports/vscode.ts';
import { vscodeDecider } from './support/export-engines.ts';

const server = exportServer('cloudron', [
  { name: 'cloudron_task_status', verdict: 'allow' },
  { name: 'cloudron_cancel_task', verdict: 'rate-limit', max: 10, window: 'minute' },
  { name: 'cloudron_uninstall_app', verdict: 'require-approval' },
  { name: 'cloudron_exec', verdict: 'deny' },
]);
const ids = (...tools: string[]) => new Set(tools.map((t) => `cloudron/${t}`));
const ALL = server.rules.map((r) => r.tool);
const HELD = ['cloudron_cancel_task', 'cloudron_uninstall_app', 'cloudron_exec'];

function read(text: string): Record<string, unknown> {
  const errors: ParseError[] = [];
  const doc = parse(text, errors, { disallowComments: false, allowTrailingComma: false }) as Record<string, unknown>;
  expect(errors).toEqual([]);
  return doc;
}

describe('VS Code export', () => {
  it('is one of the exports, and the one a VS Code config is matched to', () => {
    expect(EXPORT_TARGETS).toContain(vscode);
    expect(targetForClient('vscode')).toBe(vscode);
  });

  it('writes only the setting: false for each tool that must ask, nothing for a tool the policy allows', () => {
    const text = vscode.render([server]);
    expect(read(text)).toEqual({
      [VSCODE_SETTING]: { cloudron_cancel_task: false, cloudron_uninstall_app: false, cloudron_exec: false },
    });
    expect(text).toMatch(/^\/\/ MCP Risk Catalogue: VS Code settings for cloudron\./);
    // The looser choice trades the limit: the rate-limited tool is left eligible, with its note.
    const looser = vscode.render([server], { looser: true });
    expect(read(looser)[VSCODE_SETTING]).toEqual({ cloudron_uninstall_app: false, cloudron_exec: false });
    expect(looser).toMatch(/cloudron_cancel_task: recommended at most 10 calls per minute; VS Code cannot limit/);
    // A server with nothing to hold writes an empty object.
    expect(read(vscode.render([exportServer('quiet', [{ name: 'read', verdict: 'allow' }])]))).toEqual({
      [VSCODE_SETTING]: {},
    });
  });

  it('maps each verdict as the docs table shows: allow stays, the others ask, and refusal is the looser one', () => {
    expect(verdictMapping(vscode.capabilities)).toEqual([
      { from: 'allow', to: 'allow' },
      { from: 'rate-limit', to: 'require-approval' },
      { from: 'require-approval', to: 'require-approval' },
      { from: 'deny', to: 'require-approval' },
    ]);
    expect(verdictMapping(vscode.capabilities, { looser: true })[1]).toEqual({ from: 'rate-limit', to: 'allow' });
    const notes = groupedNotes(vscode.lossNotes([server]));
    expect(notes).toContain(
      "cloudron_exec: recommended refusal; VS Code's settings cannot refuse one tool, so the file sets it to false: VS Code asks before every call and never approves it automatically, until you switch the tool off with Configure Tools in the Chat view.",
    );
  });

  it('as VS Code starts, with nothing approved: every tool asks; a tool its server marks read-only runs unless set to false', () => {
    const text = vscode.render([server]);
    const fresh = vscodeDecider(text);
    for (const tool of ALL) expect(fresh('cloudron', tool).outcome, tool).toBe('needs-approval');
    const readOnly = vscodeDecider(text, { readOnly: ids(...ALL) });
    expect(readOnly('cloudron', 'cloudron_task_status').outcome).toBe('allow');
    for (const tool of HELD) expect(readOnly('cloudron', tool).outcome, tool).toBe('needs-approval');
    expect(vscode.lossNotes([server]).map((n) => n.text)).toContain(
      'A tool the policy allows is left out of the file, so it stays eligible for auto-approval: VS Code asks before its first call and offers Always Allow (a tool its server marks read-only runs without asking).',
    );
  });

  it('a tool set to false still asks after Always Allow, a whole server allowed, or global auto-approve; an allowed tool then runs', () => {
    const text = vscode.render([server]);
    for (const state of [
      { approvedTools: ids(...ALL) },
      { approvedServers: new Set(['cloudron']) },
      { globalAutoApprove: true },
    ]) {
      const decide = vscodeDecider(text, state);
      expect(decide('cloudron', 'cloudron_task_status').outcome, JSON.stringify(state)).toBe('allow');
      for (const tool of HELD) expect(decide('cloudron', tool).outcome, tool).toBe('needs-approval');
    }
    // Without the file, the same choices would let every tool through.
    const bare = vscodeDecider(`{ "${VSCODE_SETTING}": {} }`, { globalAutoApprove: true });
    for (const tool of ALL) expect(bare('cloudron', tool).outcome, tool).toBe('allow');
  });

  it('a tool the server adds later asks, and runs once the whole server is allowed or global auto-approve is on, as the note says', () => {
    const text = vscode.render([server]);
    expect(vscodeDecider(text, { approvedTools: ids(...ALL) })('cloudron', 'new_tool').outcome).toBe('needs-approval');
    expect(vscodeDecider(text, { approvedServers: new Set(['cloudron']) })('cloudron', 'new_tool').outcome).toBe(
      'allow',
    );
    expect(vscodeDecider(text, { globalAutoApprove: true })('cloudron', 'new_tool').outcome).toBe('allow');
    expect(vscode.lossNotes([server]).map((n) => n.text)).toContain(
      "A tool the server adds later is not in the file: VS Code asks before it runs, but runs it without asking once you have allowed all of the server's tools or turned global auto-approve on; re-export when the server changes.",
    );
  });

  it('a chat whose permission level approves every tool runs even a tool set to false, as the limitations say', () => {
    const decide = vscodeDecider(vscode.render([server]), { approveEverything: true });
    for (const tool of ALL) expect(decide('cloudron', tool).outcome, tool).toBe('allow');
    expect(vscode.limitations).toContain(
      'A chat whose permission level approves every tool (Autopilot, for one) runs even the tools set to false without asking.',
    );
  });

  it('names a tool as VS Code does, without its server: other characters become "_", one key holds back every tool of that name', () => {
    expect(vscodeKey('read.file')).toBe('read_file');
    expect(vscodeKey('a b/c')).toBe('a_b_c');
    expect(vscodeKey('Get-Item_2')).toBe('Get-Item_2');
    // One "_" per UTF-16 unit, as VS Code's regular expression (no u flag) writes them.
    expect(vscodeKey('ünï')).toBe('_n_');
    expect(vscodeKey('emoji😀')).toBe('emoji__');
    const alpha = exportServer('alpha', [
      { name: 'fetch', verdict: 'allow' },
      { name: 'read.me', verdict: 'allow' },
    ]);
    const beta = exportServer('beta', [
      { name: 'fetch', verdict: 'deny' },
      { name: 'read_me', verdict: 'require-approval' },
    ]);
    const text = vscode.render([alpha, beta]);
    expect(read(text)).toEqual({ [VSCODE_SETTING]: { fetch: false, read_me: false } });
    const decide = vscodeDecider(text, { approvedTools: new Set(['alpha/fetch', 'alpha/read.me']) });
    expect(decide('alpha', 'fetch').outcome).toBe('needs-approval');
    expect(decide('alpha', 'read.me').outcome).toBe('needs-approval');
    const texts = vscode.lossNotes([alpha, beta]).map((n) => n.text);
    for (const name of ['alpha/fetch', 'alpha/read.me']) {
      const note = `${name}: recommended running without asking; VS Code names a tool without its server, and another tool of that name must ask, so this one asks before every call too.`;
      expect(texts).toContain(note);
      // The file says it beside the key, on comment lines.
      expect(text.replace(/\n\s*\/\/\s+/g, ' ')).toContain(note);
    }
  });

  it('cannot set a tool named "__proto__" to false (VS Code loses that key), and says so in the file and the notes', () => {
    const odd = exportServer('odd', [
      { name: '__proto__', verdict: 'deny' },
      { name: 'ok', verdict: 'require-approval' },
    ]);
    const text = vscode.render([odd]);
    const setting = read(text)[VSCODE_SETTING] as Record<string, boolean>;
    expect(Object.keys(setting)).toEqual(['ok']);
    const note =
      '__proto__: VS Code loses a settings key named "__proto__", so the file cannot set this tool to false: VS Code keeps it eligible, asking before it runs (unless its server marks it read-only) and offering to approve it automatically; decline that, and switch the tool off with Configure Tools in the Chat view.';
    expect(vscode.lossNotes([odd]).map((n) => n.text)).toContain(note);
    expect(text.replace(/\n\/\/\s+/g, ' ')).toContain(note);
    // It asks as VS Code starts; once allowed against the note, it runs (what the note warns of).
    expect(vscodeDecider(text)('odd', '__proto__').outcome).toBe('needs-approval');
    expect(vscodeDecider(text, { approvedTools: new Set(['odd/__proto__']) })('odd', '__proto__').outcome).toBe(
      'allow',
    );
    // Written anyway, the key would not reach VS Code: jsonc-parser, VS Code's own parser, drops it too.
    const written = parse(`{ "${VSCODE_SETTING}": { "__proto__": false } }`) as Record<string, object>;
    expect(Object.prototype.hasOwnProperty.call(written[VSCODE_SETTING], '__proto__')).toBe(false);
  });

  it('refuses a key written twice and any other key, as the port reads the file', () => {
    expect(() => vscodeDecider(`{ "${VSCODE_SETTING}": { "a": false, "a": false } }`)).toThrow(/written twice/);
    expect(() => vscodeDecider(`{ "${VSCODE_SETTING}": { "a": "no" } }`)).toThrow(/fields/);
    expect(() => vscodeDecider(`{ "${VSCODE_SETTING}": {}, }`)).toThrow(/jsonc-parser/);
  });
});
