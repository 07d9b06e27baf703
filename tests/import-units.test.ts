/** The pure parts of issue 12: re-judging, change notes, the feed entry, identity, terminal cleaning, input bounds. */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import { checkServerIdentity, hiddenCharacterIn, nameSkeleton } from '../src/lib/catalogue/identity.ts';
import { annotationDowngrades, changeNoticeOf, definitionChanges, strictness } from '../src/lib/import/change-note.ts';
import { definitionOf } from '../src/lib/import/definition.ts';
import { mergeTool } from '../src/lib/import/records.ts';
import { LIMITS, measure } from '../src/lib/import/source.ts';
import { cleanText, escapedBytes } from '../src/lib/import/terminal.ts';
import { recordYaml } from '../src/lib/import/yaml-writer.ts';
import { MAX_FILE_BYTES, readYamlSource } from '../src/lib/catalogue/yaml-source.ts';
import { judgeTool } from '../src/lib/judgement/index.ts';
import { feedEntries, type FeedServer } from '../src/lib/publish/feed.ts';
import { VERDICTS } from '../src/schema/enums.ts';
import { toolSchema, type ToolRecord } from '../src/schema/tool.ts';

const readNotes = definitionOf({
  name: 'read_notes',
  description: 'Read the notes.',
  annotations: { readOnlyHint: true },
});
const pulled = definitionOf({
  name: 'read_notes',
  description: 'Read the notes, then tidy them up.',
  annotations: { readOnlyHint: false, destructiveHint: true },
});

function reviewedRecord(): ToolRecord {
  const { record } = mergeTool(undefined, readNotes, judgeTool(readNotes), '2026-01-01');
  return {
    ...record,
    rationale: 'Reviewed: reads notes only.',
    review: { status: 'reviewed', read: { what: 'definition', by: 'agent' }, flags: [], notes: 'Checked.' },
  };
}

describe('mergeTool re-judges a changed definition', () => {
  it('a reviewed record keeps its text and takes the stricter fresh verdict at once', () => {
    const before = reviewedRecord();
    expect(before.policy.verdict).toBe('allow');
    const { record, outcome } = mergeTool(before, pulled, judgeTool(pulled), '2026-02-01');
    expect(outcome).toBe('changed');
    expect(strictness(record.policy.verdict)).toBeGreaterThan(strictness('allow'));
    expect(record.rationale).toBe('Reviewed: reads notes only.');
    expect(record.description).toBe(pulled.description);
    expect(record.review.status).toBe('needs-review');
    expect(record.review.notes).toMatch(
      /^Last reviewed judgement: Read, \w+ risk, allow\.\nRe-import on 2026-02-01: the fresh judgement is \w+, \w+ risk, [a-z-]+; the published policy tightened from allow to [a-z-]+ at once\. What changed: description: added ", then tidy them up"; annotations: readOnlyHint true → false, destructiveHint absent → true\.\nChecked\.$/,
    );
    expect(changeNoticeOf(record)).toEqual({
      date: '2026-02-01',
      tightened: { from: 'allow', to: record.policy.verdict },
    });
    expect(toolSchema.safeParse(record).success).toBe(true);
    // A record still awaiting review that changes again remembers the reviewed judgement once, not twice.
    const again = definitionOf({ ...pulled, description: `${pulled.description} Again.` });
    const second = mergeTool(record, again, judgeTool(again), '2026-03-01').record;
    expect(second.review.notes!.match(/Last reviewed judgement/g)).toHaveLength(1);
    expect(second.rationale).toBe('Reviewed: reads notes only.');
  });

  it('a looser fresh verdict waits for review', () => {
    const before = { ...reviewedRecord(), policy: { verdict: 'require-approval' as const } };
    const { record } = mergeTool(
      before,
      definitionOf({ ...readNotes, description: 'Read the notes quickly.' }),
      judgeTool(readNotes),
      '2026-02-01',
    );
    expect(record.policy).toEqual({ verdict: 'require-approval' });
    expect(record.review.notes).toMatch(/the policy stays require-approval until a reviewer decides/);
    expect(changeNoticeOf(record)).toEqual({ date: '2026-02-01', tightened: undefined });
  });

  it('an unchanged definition changes nothing; a reviewed record shows no notice', () => {
    const before = reviewedRecord();
    expect(mergeTool(before, readNotes, judgeTool(readNotes), '2026-02-01')).toEqual({
      record: before,
      outcome: 'unchanged',
    });
    expect(changeNoticeOf(before)).toBeUndefined();
  });

  it('the strictness order is the order of VERDICTS', () => {
    expect([...VERDICTS].sort((a, b) => strictness(a) - strictness(b))).toEqual([
      'allow',
      'rate-limit',
      'require-approval',
      'deny',
    ]);
  });
});

describe('change notes', () => {
  it('lists what changed and calls out hints that claim more safety', () => {
    const a = definitionOf({
      name: 't',
      description: 'Old text.',
      inputSchema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
      annotations: { destructiveHint: true },
    });
    const b = definitionOf({
      name: 't',
      description: 'New text.',
      inputSchema: { type: 'object', properties: { a: { type: 'number' }, c: { type: 'string' } } },
      annotations: { destructiveHint: false, readOnlyHint: true },
    });
    expect(definitionChanges(a, b)).toEqual([
      'description: removed "Old", added "New"',
      'inputSchema: parameters added: c; parameters removed: b; parameters changed: a',
      'annotations: readOnlyHint absent → true, destructiveHint true → false',
    ]);
    expect(annotationDowngrades(a, b)).toEqual(['destructiveHint true → false', 'readOnlyHint absent → true']);
    expect(annotationDowngrades(b, a)).toEqual([]);
  });
});

describe('the feed says when a policy tightened', () => {
  it('titles and explains the entry', () => {
    const server: FeedServer = {
      slug: 'notes',
      name: 'Notes',
      description: 'Notes.',
      url: '/servers/notes/',
      grade: 'B',
      added: '2026-01-01',
      tools: [
        {
          name: 'read_notes',
          url: '/servers/notes/read_notes/',
          category: 'Destructive',
          risk: 'high',
          verdict: 'require-approval',
          definitionHash: `sha256:${'a'.repeat(64)}`,
          added: '2026-01-01',
          changed: '2026-02-01',
          tightened: { from: 'allow', to: 'require-approval' },
        },
      ],
    };
    const [entry] = feedEntries([server], 'https://catalogue.test');
    expect(entry!.title).toBe('Definition changed, policy tightened: read_notes (Notes)');
    expect(entry!.summary).toContain(
      'tightened from allow to require-approval at once, until a person reviews the change.',
    );
  });
});

describe('identity', () => {
  it('folds case, accents, compatibility forms and look-alike letters', () => {
    const github = nameSkeleton('GitHub MCP Server');
    for (const twin of [
      'github mcp server',
      'GITHUB-MCP-SERVER',
      'GіtHub MCP Server' /* Cyrillic і */,
      'ＧｉｔＨｕｂ MCP Server',
      'GitHüb MCP Server',
      'G1tHub MCP Server',
      'GitHub MCP Sеrvеr' /* Cyrillic е */,
    ]) {
      expect(nameSkeleton(twin), twin).toBe(github);
    }
    expect(nameSkeleton('GitLab MCP Server')).not.toBe(github);
    expect(nameSkeleton('modern')).toBe(nameSkeleton('modem'));
  });

  it('finds hidden characters and reports every server of a clash', () => {
    expect(hiddenCharacterIn('Plain Name')).toBeUndefined();
    expect(hiddenCharacterIn('Bad\u001bName')).toBe('U+001B');
    expect(hiddenCharacterIn('Bad\u202eName')).toBe('U+202E');
    expect(hiddenCharacterIn('Bad\u00a0Name')).toBe('U+00A0');
    const issues = checkServerIdentity([
      { slug: 'github', name: 'GitHub MCP Server' },
      { slug: 'evil', name: 'Github MCP server' },
      { slug: 'ok', name: 'Other' },
    ]);
    expect(issues.map((i) => i.slug)).toEqual(['github', 'evil']);
    expect(issues[1]!.message).toBe(
      'name "Github MCP server" looks the same as "GitHub MCP Server" (servers/github/server.yaml) (compared ignoring case, accents and look-alike characters)',
    );
  });

  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));
  it("is one of the validator's checks, located at the name", () => {
    const root = mkdtempSync(join(tmpdir(), 'identity-'));
    roots.push(root);
    cpSync('data/attacks', join(root, 'attacks'), { recursive: true });
    const server = (slug: string, name: string) => {
      mkdirSync(join(root, 'servers', slug), { recursive: true });
      const record = {
        name,
        description: 'A server.',
        repository: `https://github.com/example/${slug}`,
        source: { commit: 'abcdef1' },
        publisher: { name: 'example' },
        auth: { kind: 'none', needs: 'Nothing.' },
        transport: 'stdio',
        added: '2026-01-01',
      };
      writeFileSync(join(root, 'servers', slug, 'server.yaml'), recordYaml('server', record));
    };
    server('github', 'GitHub MCP Server');
    server('github-mcp', 'GitHub MCP Sеrver');
    const problems = validateCatalogue(root).problems;
    expect(problems.map((p) => [p.file.replace(root, ''), p.line, p.message.split(' looks')[0]])).toEqual([
      ['/servers/github/server.yaml', 2, 'name "GitHub MCP Server"'],
      ['/servers/github-mcp/server.yaml', 2, 'name "GitHub MCP Sеrver"'],
    ]);
  });
});

describe('terminal output', () => {
  it('drops escape sequences, shows other controls, truncates', () => {
    expect(cleanText('\u001b[2J\u001b[H\u001b[32m✓ ok\u001b[0m')).toBe('✓ ok');
    expect(cleanText('title\u001b]0;pwned\u0007 end')).toBe('title end');
    expect(cleanText('a\u0000b\u0085c\u009b31mred')).toBe('a\\x00b\\x85cred');
    expect(cleanText('line one\nline two')).toBe('line one line two');
    expect(cleanText('line one\r\nline two', { multiline: true })).toBe('line one\nline two');
    const long = cleanText('A'.repeat(5_000_000), { max: 100 });
    expect(long).toBe(`${'A'.repeat(100)}… [4999900 more characters cut]`);
    expect(escapedBytes(Buffer.from('Hi \u001b[2J "x"\\'))).toBe('"Hi \\x1b[2J \\"x\\"\\\\"');
  });
});

describe('input bounds', () => {
  it('measures depth and size without recursion, stopping early', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(measure(deep).depth).toBeGreaterThan(LIMITS.depth);
    expect(measure({ a: [1, { b: 2 }] })).toEqual({ depth: 3, nodes: 5 });
  });
});

describe('writing a record', () => {
  it('parses back every file it writes within the size limit, and skips that work for a file the validator will refuse by size', () => {
    const small = recordYaml('attack', { id: 'x', name: 'Small', summary: 'fits' });
    expect(small).toContain('name: Small');
    const huge = 'word '.repeat(Math.ceil(MAX_FILE_BYTES / 5) + 10);
    const body = recordYaml('attack', { id: 'x', name: 'Huge', summary: huge });
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_FILE_BYTES);
    // Reading the oversize file gives the size refusal the importer reports, not a parse of the whole text.
    const read = readYamlSource('huge.yaml', Buffer.from(body));
    expect(read.problems.map((problem) => problem.message).join('\n')).toMatch(
      /a catalogue file may be at most 512 KiB/,
    );
  });
});
