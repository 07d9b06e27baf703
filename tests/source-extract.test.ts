/**
 * The source extractor (src/lib/source/): each pattern on a small fixture, checked against the exact JSON it must
 * produce (tests/fixtures/source/<case>/expected.json, read and checked by hand against what each framework builds
 * at run time), the import of an extraction, and that nothing the source says is ever run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { importFromSource, sourceDescription } from '../src/lib/import/from-source.ts';
import { readSourceFile } from '../src/lib/import/source.ts';
import { extractTools, readingCounts, sourceFiles } from '../src/lib/source/extract.ts';
import { heldOutSource } from '../src/lib/source/held-out.ts';
import { cleandoc, decodePythonEscapes, dedent, pyTitle } from '../src/lib/source/python.ts';
import { decodeGoString } from '../src/lib/source/go.ts';
import { toolsListFile } from '../src/lib/source/tools-list.ts';
import { folderTree, gitTree } from '../src/lib/source/tree.ts';
import { serverSchema } from '../src/schema/server.ts';
import { emptyCatalogue, useTempDirs } from './support/import.ts';

vi.setConfig({ testTimeout: 60_000 });
const tempDir = useTempDirs();
const FIXTURES = 'tests/fixtures/source';
const expected = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name, 'expected.json'), 'utf8'));
const extractFixture = (name: string) => extractTools(folderTree(join(FIXTURES, name)));

describe('each source pattern gives the exact tools/list definitions', () => {
  for (const name of ['python-fastmcp', 'python-standalone', 'python-lowlevel', 'go-mcpgo', 'go-sdk']) {
    it(name, async () => {
      expect(JSON.parse(JSON.stringify(await extractFixture(name)))).toEqual(expected(name));
    });
  }

  it('FastMCP (official SDK): name, description and schema as the SDK builds them', async () => {
    const { tools, unread } = await extractFixture('python-fastmcp');
    const byName = new Map(tools.map((t) => [t.tool.name, t]));
    // The function's name and its docstring; the Context parameter is left out; pydantic's titles are kept.
    expect(byName.get('list_books')!.tool).toEqual({
      name: 'list_books',
      description: 'List the books on a shelf.',
      inputSchema: {
        properties: {
          shelf: { title: 'Shelf', type: 'string' },
          limit: {
            default: 10,
            description: 'How many books to return.',
            maximum: 100,
            minimum: 1,
            title: 'Limit',
            type: 'integer',
          },
        },
        required: ['shelf'],
        title: 'list_booksArguments',
        type: 'object',
      },
    });
    // name= and description= win over the function's name; the description is a constant of another module.
    const search = byName.get('search')!;
    expect(search.tool.description).toBe('Search the shelf for books. Returns titles.');
    expect(search.tool.annotations).toEqual({ readOnlyHint: true, openWorldHint: false });
    const properties = search.tool.inputSchema!['properties'] as Record<string, unknown>;
    expect(properties['genre']).toEqual({ $ref: '#/$defs/Genre', default: 'novel' });
    expect(properties['sort']).toEqual({ default: 'title', enum: ['title', 'year'], title: 'Sort', type: 'string' });
    expect(properties['tags']).toEqual({
      anyOf: [{ items: { type: 'string' }, type: 'array' }, { type: 'null' }],
      default: null,
      title: 'Tags',
    });
    expect(search.tool.inputSchema!['required']).toEqual(['query']);
    // An unannotated parameter gets the SDK's string schema titled with its name.
    expect((byName.get('delete_book')!.tool.inputSchema!['properties'] as Record<string, unknown>)['reason']).toEqual({
      title: 'reason',
      type: 'string',
    });
    // A computed description is never guessed: it is left out and the reading says so.
    expect(byName.get('move_book')!.tool.description).toBeUndefined();
    expect(byName.get('move_book')!.description).toBe('unknown');
    expect(byName.get('delete_book')!.description).toBe('partial');
    expect(byName.get('delete_book')!.tool.description).toBe('Delete a book from {SHELF_NAME}.');
    // mcp.tool(name=…)(fn) registers fn under the given name; a loop over computed functions is reported unread.
    expect(byName.get('lend')!.pattern).toBe('fastmcp-call');
    expect(unread).toEqual([
      {
        file: 'server.py',
        line: expect.any(Number),
        pattern: 'fastmcp-call',
        reason: 'registers fn that is not a def of the files read',
      },
    ]);
  });

  it('standalone FastMCP prunes titles and cleans the docstring; exclude_args leaves parameters out', async () => {
    const { tools } = await extractFixture('python-standalone');
    expect(tools.map((t) => t.tool)).toEqual([
      {
        name: 'add_note',
        description: 'Add a note.\n\n    Indented example line.',
        inputSchema: {
          properties: { text: { type: 'string' }, pinned: { default: false, type: 'boolean' } },
          required: ['text'],
          type: 'object',
        },
      },
      {
        name: 'read_note',
        description: 'Read a note.',
        inputSchema: { properties: { note_id: { type: 'integer' } }, required: ['note_id'], type: 'object' },
      },
    ]);
  });

  it('mcp-go: NewTool options, its default annotations, options spread from a slice, conditional options left out', async () => {
    const { tools, unread } = await extractFixture('go-mcpgo');
    expect(tools[0]!.tool).toEqual({
      name: 'read_file',
      description: 'Read a file. Returns its text.',
      inputSchema: {
        properties: {
          limit: { default: 100, minimum: 1, type: 'number' },
          mode: { enum: ['fast', 'safe'], type: 'string' },
          path: { description: 'Path to read', type: 'string' },
        },
        required: ['path'],
        type: 'object',
      },
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true, readOnlyHint: true },
    });
    expect(tools[1]!.tool.description).toBe('Write a file under {root}.');
    expect(tools[1]!.schema).toBe('partial');
    expect(tools[1]!.notes).toContain('options added only under a run-time condition are left out: "meta"');
    expect(unread.map((u) => u.reason)).toEqual(["the tool's name is computed (toolName())"]);
  });

  it('mcp-go: an annotation computed at run time is left out, never shown as mcp-go’s default', async () => {
    const root = tempDir('source-go-hints-');
    writeFileSync(
      join(root, 'main.go'),
      [
        'package main',
        'import "github.com/mark3labs/mcp-go/mcp"',
        'func main() {',
        '  _ = mcp.NewTool("list_things", mcp.WithDescription("List things."), mcp.WithToolAnnotation(hintsFor("list")))',
        '  _ = mcp.NewTool("drop_thing", mcp.WithDescription("Drop a thing."), mcp.WithDestructiveHintAnnotation(isDestructive()))',
        '  _ = mcp.NewTool("plain", mcp.WithDescription("Plain."))',
        '}',
        '',
      ].join('\n'),
    );
    const byName = new Map((await extractTools(folderTree(root))).tools.map((t) => [t.tool.name, t]));
    expect(byName.get('list_things')!.tool.annotations).toEqual({});
    expect(byName.get('list_things')!.notes).toContain('the annotations are computed at run time');
    expect(byName.get('drop_thing')!.tool.annotations).toEqual({
      idempotentHint: false,
      openWorldHint: true,
      readOnlyHint: false,
    });
    // A tool that sets no annotation sends mcp-go's defaults, as the server does.
    expect(byName.get('plain')!.tool.annotations).toEqual({
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
      readOnlyHint: false,
    });
  });

  it('official Go SDK: the schema jsonschema-go infers from the handler’s argument struct', async () => {
    const { tools } = await extractFixture('go-sdk');
    expect(tools.map((t) => t.tool)).toEqual([
      {
        name: 'greet',
        description: 'Say hi.',
        inputSchema: {
          type: 'object',
          properties: {
            name: { type: 'string', description: 'the name to greet' },
            times: { type: 'integer', description: 'how many times' },
            tags: { type: ['null', 'array'], items: { type: 'string' } },
            loud: { type: ['null', 'boolean'] },
          },
          required: ['name'],
          additionalProperties: false,
        },
        annotations: { readOnlyHint: true },
      },
      { name: 'ping', inputSchema: { type: 'object' } },
    ]);
  });

  it('counts how many descriptions and schemas were read statically', async () => {
    expect(readingCounts(await extractFixture('python-fastmcp'))).toEqual({
      tools: 5,
      description: { static: 3, partial: 1, unknown: 1 },
      schema: { static: 5, partial: 0, unknown: 0 },
      unread: 1,
    });
  });
});

describe('reading without running', () => {
  it('never imports or runs the source: module-level code and defaults with side effects stay text', async () => {
    const root = tempDir('source-run-');
    const ran = join(root, 'ran');
    mkdirSync(join(root, 'pkg'));
    writeFileSync(
      join(root, 'pkg', 'server.py'),
      [
        'import os, subprocess',
        'from mcp.server.fastmcp import FastMCP',
        `open(${JSON.stringify(join(ran, 'import'))}, "w").write("imported")`,
        'mcp = FastMCP("x")',
        `@mcp.tool(description=subprocess.run(["touch", ${JSON.stringify(join(ran, 'decorator'))}]).stdout)`,
        `def hit(path: str = os.system("touch ${join(ran, 'default')}")) -> str:`,
        '    """Hit."""',
        '    return ""',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(root, 'pkg', 'main.go'),
      [
        'package main',
        'import ("os"; "github.com/mark3labs/mcp-go/mcp")',
        `func init() { os.WriteFile(${JSON.stringify(join(ran, 'init'))}, nil, 0o644) }`,
        'func main() { _ = mcp.NewTool("go_hit", mcp.WithDescription("Go hit.")) }',
        '',
      ].join('\n'),
    );
    mkdirSync(ran);
    const { tools } = await extractTools(folderTree(root));
    expect(tools.map((t) => t.tool.name).sort()).toEqual(['go_hit', 'hit']);
    // The computed description and default are not evaluated: they are reported, and nothing ran.
    const hit = tools.find((t) => t.tool.name === 'hit')!;
    expect(hit.description).toBe('unknown');
    expect(hit.notes.join(' ')).toMatch(/default of path is computed/);
    expect(existsSync(join(ran, 'import'))).toBe(false);
    expect(existsSync(join(ran, 'decorator'))).toBe(false);
    expect(existsSync(join(ran, 'default'))).toBe(false);
    expect(existsSync(join(ran, 'init'))).toBe(false);
  });

  it('reads a git repository at the exact commit asked, not its newest', async () => {
    const repo = tempDir('source-git-');
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], {
        encoding: 'utf8',
      });
    git('init', '-q');
    const server = (name: string) =>
      `from mcp.server.fastmcp import FastMCP\nmcp = FastMCP("x")\n@mcp.tool()\ndef ${name}() -> str:\n    """${name}"""\n    return ""\n`;
    writeFileSync(join(repo, 'server.py'), server('first'));
    git('add', '.');
    git('commit', '-qm', 'one');
    const first = git('rev-parse', 'HEAD').trim();
    writeFileSync(join(repo, 'server.py'), server('second'));
    git('commit', '-qam', 'two');
    const tree = gitTree(repo, first.slice(0, 10));
    expect(tree.commit).toBe(first);
    expect((await extractTools(tree)).tools.map((t) => t.tool.name)).toEqual(['first']);
    expect(() => gitTree(repo, 'f'.repeat(40))).toThrow(/no commit/);
  });

  it('leaves tests, examples and vendored code out of the files read', () => {
    const tree = {
      origin: 't',
      files: () => [
        'srv/server.py',
        'srv/tests/test_x.py',
        'srv/examples/demo.py',
        'srv/x_test.go',
        'srv/main.go',
        'other/server.py',
      ],
      read: () => '',
    };
    expect(sourceFiles(tree, { root: 'srv' })).toEqual({ python: ['srv/server.py'], go: ['srv/main.go'] });
  });
});

describe('strings as the languages read them', () => {
  it('decodes Python and Go escapes, dedents and cleans docstrings, and titles fields as pydantic does', () => {
    expect(decodePythonEscapes('a\\nb\\t\\x41\\u00e9\\\\')).toBe('a\nb\tAé\\');
    expect(decodeGoString('a\\n\\"b\\"\\u00e9')).toBe('a\n"b"é');
    expect(dedent('\n    one\n      two\n')).toBe('\none\n  two\n');
    expect(cleandoc('  First.\n\n      Body\n        more\n    ')).toBe('First.\n\nBody\n  more');
    expect(pyTitle('s3_bucket_name')).toBe('S3 Bucket Name');
    expect(pyTitle('maxResults')).toBe('Maxresults');
  });
});

describe('held-out servers', () => {
  it('refuses the held-out repositories before reading anything', () => {
    expect(heldOutSource('https://github.com/grafana/mcp-grafana')).toBeDefined();
    expect(heldOutSource('https://github.com/hashicorp/terraform-mcp-server')).toBeDefined();
    expect(heldOutSource('https://github.com/containers/kubernetes-mcp-server')).toBeDefined();
    expect(heldOutSource('https://github.com/awslabs/mcp', 'src/terraform-mcp-server')).toBeDefined();
    expect(heldOutSource('https://github.com/getsentry/sentry-mcp')).toBeDefined();
    expect(heldOutSource('https://github.com/awslabs/mcp', 'src/aws-documentation-mcp-server')).toBeUndefined();
  });
});

describe('an extraction goes through the importer', () => {
  const meta = {
    repository: 'https://github.com/example/shelf-mcp',
    commit: 'a'.repeat(40),
    name: 'Shelf',
    language: 'Python',
  };

  it('writes the tools judged like any other and the record says they were read from source, where and how much', async () => {
    const extraction = await extractFixture('python-fastmcp');
    const file = toolsListFile(extraction, meta);
    const out = emptyCatalogue(tempDir);
    const report = importFromSource(file, {
      out,
      slug: 'shelf',
      today: '2026-12-01',
      ownDescription: 'Books on a shelf.',
    });
    expect(report.tools.map((t) => t.name).sort()).toEqual([
      'delete_book',
      'lend',
      'list_books',
      'move_book',
      'search',
    ]);
    const record = serverSchema.parse(parse(readFileSync(join(out, 'servers', 'shelf', 'server.yaml'), 'utf8')));
    expect(record.obtained?.how).toBe('source');
    expect(record.obtained?.extraction).toMatchObject({
      repository: meta.repository,
      commit: meta.commit,
      paths: ['server.py', 'texts.py'],
      patterns: ['fastmcp-decorator', 'fastmcp-call'],
      tools: 5,
      descriptions: { static: 3, partial: 1, unknown: 1 },
    });
    expect(record.obtained?.extraction?.gaps).toContainEqual({
      tool: 'move_book',
      file: 'server.py',
      line: expect.any(Number),
      note: 'the description is computed at run time (make_description("move"), computed at run time)',
    });
    expect(record.source.commit).toBe(meta.commit);
    expect(record.description).toBe(sourceDescription(file, 'Books on a shelf.'));
    expect(record.description).toMatch(
      /^Read from the source of github\.com\/example\/shelf-mcp at commit aaaaaaaaaaaa, without running it/,
    );
    expect(record.auth).toEqual({
      kind: 'other',
      needs:
        'The source reads these environment variables: SHELF_API_KEY, SHELF_TOKEN. Which of them are credentials was not checked.',
    });
  });

  it('a tools/list file carries the reading into the importer; a file cannot claim a sandbox run', async () => {
    const file = toolsListFile(await extractFixture('go-sdk'), { ...meta, language: 'Go' });
    const dir = tempDir('source-file-');
    writeFileSync(join(dir, 'tools.json'), JSON.stringify(file));
    expect(readSourceFile(join(dir, 'tools.json')).obtained).toEqual(file.obtained);
    writeFileSync(join(dir, 'plain.json'), JSON.stringify({ tools: file.tools }));
    expect(readSourceFile(join(dir, 'plain.json')).obtained).toEqual({ how: 'file' });
    writeFileSync(join(dir, 'lie.json'), JSON.stringify({ tools: file.tools, obtained: { how: 'sandbox' } }));
    expect(() => readSourceFile(join(dir, 'lie.json'))).toThrow(/not a reading from source/);
  });
});
