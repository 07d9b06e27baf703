import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import {
  analyseStack,
  applyFix,
  LOSS,
  LOSS_RULE,
  toolKey,
  type OverrideVerdict,
  type StackServer,
} from '../src/lib/stack/analyse.ts';
import { identifierWords, mentionedToolNames, toolNameIndex } from '../src/lib/stack/mentions.ts';
import { parseStack, serialiseStack } from '../src/lib/stack/state.ts';
import { exportServers, stackArchive, stackFiles } from '../src/lib/stack/files.ts';
import { EXPORT_TARGETS } from '../src/lib/stack/exports.ts';
import { stackDecider } from './support/stack-engines.ts';
import { workedExample } from '../src/lib/stack/example.ts';
import { legRules } from '../src/lib/stack/path-words.ts';
import { evaluate } from '../src/lib/policy/evaluate.ts';
import { policySchema, type Policy } from '../src/schema/policy.ts';
import { apiServerFileSchema } from '../src/schema/api.ts';
import { fixtureApiFile, fixtureServer } from './support/stack-servers.ts';

const stack = (...slugs: string[]) => slugs.map(fixtureServer);
const overrides = (entries: Array<[string, string, OverrideVerdict]>) =>
  new Map(entries.map(([s, t, v]) => [toolKey(s, t), v]));
const without = (server: StackServer, tool: string): StackServer => ({
  ...server,
  tools: server.tools.filter((t) => t.name !== tool),
});

describe('the path finder', () => {
  const trifecta = stack('zz-files', 'zz-web', 'zz-chat');

  it('finds the trifecta: every source to every sink, with the injection path named', () => {
    const analysis = analyseStack(trifecta);
    expect(analysis.legs.source.map((r) => r.tool)).toEqual(['list_dir', 'read_file']);
    expect(analysis.legs.injection.map((r) => `${r.server}/${r.tool}`)).toEqual(['zz-web/fetch_page']);
    expect(analysis.legs.sink.map((r) => r.tool)).toEqual(['post_message', 'send_dm']);
    expect(analysis.paths).toHaveLength(1);
    expect(analysis.paths[0]).toMatchObject({ sourceServer: 'zz-files', sinkServer: 'zz-chat', pairs: 4 });
    expect(analysis.pathCount).toBe(4);
    expect(analysis.unknown).toEqual([]);
    expect(analysis.tools).toBe(7);
    expect(analysis.categories).toMatchObject({ Read: 5, Execute: 2 });
  });

  it('removing any leg removes every path', () => {
    expect(analyseStack(stack('zz-web', 'zz-chat')).pathCount).toBe(0);
    expect(analyseStack(stack('zz-files', 'zz-chat')).pathCount).toBe(0);
    expect(analyseStack(stack('zz-files', 'zz-web')).pathCount).toBe(0);
    // Tool by tool: without fetch_page there is no injection path left.
    const [files, web, chat] = trifecta as [StackServer, StackServer, StackServer];
    expect(analyseStack([files, without(web, 'fetch_page'), chat]).pathCount).toBe(0);
    expect(analyseStack([without(without(files, 'read_file'), 'list_dir'), web, chat]).pathCount).toBe(0);
    expect(analyseStack([files, web, without(chat, 'post_message')]).pathCount).toBe(2);
    expect(analyseStack([files, web, without(without(chat, 'post_message'), 'send_dm')]).pathCount).toBe(0);
  });

  it('denying or gating the sink breaks the path; gating the source or the injection path does not', () => {
    const gated = overrides([
      ['zz-chat', 'post_message', 'require-approval'],
      ['zz-chat', 'send_dm', 'require-approval'],
    ]);
    expect(analyseStack(trifecta, gated).pathCount).toBe(0);
    const denied = overrides([
      ['zz-chat', 'post_message', 'deny'],
      ['zz-chat', 'send_dm', 'deny'],
    ]);
    expect(analyseStack(trifecta, denied).pathCount).toBe(0);
    expect(analyseStack(trifecta, overrides([['zz-chat', 'post_message', 'deny']])).pathCount).toBe(2);
    expect(analyseStack(trifecta, overrides([['zz-web', 'fetch_page', 'require-approval']])).pathCount).toBe(4);
    expect(analyseStack(trifecta, overrides([['zz-web', 'fetch_page', 'deny']])).pathCount).toBe(0);
  });

  it('a stack of read-only servers has no path', () => {
    const analysis = analyseStack(stack('zz-notes', 'zz-files'));
    expect(analysis.pathCount).toBe(0);
    expect(analysis.fixes).toEqual([]);
    expect(analysis.legs.sink).toEqual([]);
  });

  it('tools without flow facts are unknown and open no path', () => {
    const analysis = analyseStack(stack('zz-wiki', 'zz-web', 'zz-chat'));
    expect(analysis.unknown.map((r) => r.tool)).toEqual(['wiki_history']);
    expect(analysis.pathCount).toBe(0);
  });

  it('ranks fixes by loss, and applying the first breaks every path', () => {
    const analysis = analyseStack(trifecta);
    expect(analysis.fixes.map((f) => f.kind)).toEqual(['gate-sinks', 'deny-injection', 'deny-sources']);
    // Gating post_message (allow) and send_dm (rate-limit) costs 1 each; denying fetch_page costs 3; denying both sources 6.
    expect(analysis.fixes.map((f) => f.loss)).toEqual([2, 3, 6]);
    expect(analysis.fixes[0]!.summary).toBe(
      'Require approval on the 2 tools that can send data out: post_message, send_dm (ZZ Chat).',
    );
    for (const fix of analysis.fixes) {
      const after = analyseStack(trifecta, applyFix(new Map(), fix));
      expect(after.pathCount).toBe(0);
      expect(after.fixes).toEqual([]);
    }
  });

  it('with a single sink and many injection paths, gating the sink stays cheapest; with one injection and many sinks, denying it wins', () => {
    const manySinks: StackServer = {
      slug: 'zz-mail',
      name: 'ZZ Mail',
      tools: ['a', 'b', 'c', 'd'].map((x) => ({
        name: `send_${x}`,
        flow: { source: false, injection: false, sink: true },
        verdict: { name: `send_${x}`, verdict: 'allow' as const },
      })),
    };
    const analysis = analyseStack([fixtureServer('zz-files'), fixtureServer('zz-web'), manySinks]);
    expect(analysis.fixes[0]!.kind).toBe('deny-injection');
    expect(analysis.fixes[0]!.loss).toBe(LOSS.allow.deny);
  });

  it("warns when a description names another server's tool, and when two servers share a tool name", () => {
    const analysis = analyseStack(stack('zz-files', 'zz-chat'));
    const mention = analysis.shadowing.find((w) => w.kind === 'mention');
    expect(mention).toMatchObject({
      kind: 'mention',
      tool: { server: 'zz-chat', tool: 'post_message' },
      names: [{ server: 'zz-files', tool: 'read_file' }],
    });
    expect(analyseStack(stack('zz-chat', 'zz-web')).shadowing).toEqual([]);
    const twin: StackServer = {
      slug: 'zz-twin',
      name: 'Twin',
      tools: [{ name: 'Fetch_Page', verdict: { name: 'Fetch_Page', verdict: 'allow' } }],
    };
    const collision = analyseStack([fixtureServer('zz-web'), twin]).shadowing;
    expect(collision).toEqual([expect.objectContaining({ kind: 'collision', name: 'fetch_page' })]);
  });
});

describe('shadowing mentions', () => {
  it('keeps identifier-like words only', () => {
    expect(
      identifierWords('Call `fetch` then read_file, get.thing, sendMessage and list-dir. Plain fetch, e.g. text.'),
    ).toEqual(['fetch', 'read_file', 'get.thing', 'sendMessage', 'list-dir', 'e.g']);
  });
  it("names only other servers' tools known to the catalogue", () => {
    const known = toolNameIndex([
      { server: 'a', name: 'read_file' },
      { server: 'b', name: 'post_message' },
      { server: 'b', name: 'fetch' },
    ]);
    expect(mentionedToolNames('Use post_message, READ_FILE and `fetch`; never fetch.', 'a', known)).toEqual([
      'post_message',
      'fetch',
    ]);
  });
  it('the API file carries them, and flow facts, and validates', () => {
    const file = fixtureApiFile('zz-chat');
    expect(apiServerFileSchema.safeParse(file).error).toBeUndefined();
    const post = file.tools.find((t) => t.name === 'post_message')!;
    expect(post.mentions).toEqual(['read_file']);
    expect(post.flow).toEqual({ source: false, injection: false, sink: true });
    expect(fixtureApiFile('zz-wiki').tools.find((t) => t.name === 'wiki_history')!.flow).toBeUndefined();
  });
});

describe('the stack in a URL', () => {
  it('round-trips servers and changes', () => {
    const state = {
      servers: ['zz-files', 'zz-web'],
      overrides: overrides([
        ['zz-web', 'fetch_page', 'deny'],
        ['zz-files', 'read.file-x', 'require-approval'],
      ]),
    };
    const text = serialiseStack(state);
    expect(text).toBe('?servers=zz-files,zz-web&set=zz-files/read.file-x:require-approval,zz-web/fetch_page:deny');
    const parsed = parseStack(text);
    expect(parsed.servers).toEqual(state.servers);
    expect([...parsed.overrides]).toEqual([...state.overrides].sort());
    expect(parsed.ignored).toEqual([]);
  });
  it('merges ?add= into the list and says what it ignored', () => {
    const parsed = parseStack('?servers=a,b&add=b&add=c&set=x/y:deny,a/t:maybe,a/t:deny');
    expect(parsed.servers).toEqual(['a', 'b', 'c']);
    expect([...parsed.overrides]).toEqual([['a/t', 'deny']]);
    expect(parsed.ignored).toHaveLength(2);
    expect(parseStack('?servers=Bad Name').ignored[0]).toMatch(/not a server name/);
  });
});

describe('one policy for the stack', () => {
  const servers = stack('zz-files', 'zz-web', 'zz-chat');
  const fix = analyseStack(servers).fixes[0]!;
  const applied = applyFix(new Map(), fix);

  it('writes policy.json per server from the verdicts in force, and every export target over the whole set', () => {
    const files = stackFiles(servers, applied);
    const policies = files.filter((f) => f.path.startsWith('policy-json/'));
    expect(policies.map((f) => f.path)).toEqual([
      'policy-json/zz-files.policy.json',
      'policy-json/zz-web.policy.json',
      'policy-json/zz-chat.policy.json',
    ]);
    const chat = JSON.parse(policies[2]!.text) as Policy;
    expect(policySchema.safeParse(chat).success).toBe(true);
    expect(evaluate(chat, { tool: 'post_message', time: 0 }).outcome).toBe('needs-approval');
    expect(evaluate(chat, { tool: 'send_dm', time: 0 }).outcome).toBe('needs-approval');
    expect(evaluate(chat, { tool: 'list_channels', time: 0 }).outcome).toBe('allow');
    for (const target of EXPORT_TARGETS) {
      const expected = target.perServer
        ? servers.map((s) => `${target.id}/${s.slug}.${target.file}`)
        : [`${target.id}/${target.file}`];
      expect(
        files.filter((f) => f.path.startsWith(`${target.id}/`)).map((f) => f.path),
        target.id,
      ).toEqual(expected);
    }
  });

  it("each target's engine enforces the fix on the stack's files: the sinks wait for approval (or are refused), the rest is allowed", () => {
    const files = new Map(stackFiles(servers, applied).map((f) => [f.path, f.text]));
    const forExport = exportServers(servers, applied);
    for (const target of EXPORT_TARGETS) {
      const decide = stackDecider(target, files, forExport);
      for (const sink of ['post_message', 'send_dm']) {
        const got = decide('zz-chat', sink).outcome;
        if (target.capabilities.approval) expect(got, `${target.id} ${sink}`).toBe('needs-approval');
        else expect(got, `${target.id} ${sink}`).toBe('deny');
      }
      expect(decide('zz-files', 'read_file').outcome, target.id).toBe('allow');
      expect(decide('zz-web', 'fetch_page').outcome, target.id).toBe('allow');
    }
    // Without the fix, the same engines let the sink through.
    const recommended = new Map(stackFiles(servers).map((f) => [f.path, f.text]));
    for (const target of EXPORT_TARGETS)
      expect(
        stackDecider(target, recommended, exportServers(servers))('zz-chat', 'post_message').outcome,
        target.id,
      ).toBe('allow');
  });

  it('packs the same bytes into one archive, the same every time', () => {
    const files = stackFiles(servers, applied);
    const zip = stackArchive(files);
    expect(stackArchive(files)).toEqual(zip);
    const unpacked = unzipSync(zip);
    expect(Object.keys(unpacked)).toEqual(files.map((f) => f.path));
    for (const file of files) expect(strFromU8(unpacked[file.path]!)).toBe(file.text);
  });

  it('an empty stack has no files', () => {
    expect(stackFiles([])).toEqual([]);
  });
});

describe('the worked example and the rules in words', () => {
  it('analyses, applies the least-loss fix and links /stack/ with and without it', () => {
    const example = workedExample(stack('zz-files', 'zz-web', 'zz-chat'));
    expect(example.before.pathCount).toBe(4);
    expect(example.fix?.kind).toBe('gate-sinks');
    expect(example.after?.pathCount).toBe(0);
    expect(example.url).toBe('/stack/?servers=zz-files,zz-web,zz-chat');
    expect(parseStack(example.fixedUrl!.slice('/stack/'.length)).overrides).toEqual(applyFix(new Map(), example.fix!));
    const chat = JSON.parse(example.files.find((f) => f.path === 'policy-json/zz-chat.policy.json')!.text) as Policy;
    expect(evaluate(chat, { tool: 'post_message', time: 0 }).outcome).toBe('needs-approval');
    const calm = workedExample(stack('zz-notes'));
    expect(calm.fix).toBeUndefined();
    expect(calm.fixedUrl).toBeUndefined();
  });

  it('states the loss rule as LOSS counts it', () => {
    expect(LOSS['rate-limit']).toEqual(LOSS.allow);
    expect(LOSS_RULE).toBe(
      'Each change costs 1 when it makes a freely usable tool wait for approval, 2 when it denies a tool that already waited for approval, and 3 when it denies a freely usable tool; a fix costs the sum of its changes, and the cheapest fix is offered first.',
    );
  });

  it('states each leg rule as legOpen() decides it', () => {
    const rules = legRules();
    expect(rules.map((r) => r.fact)).toEqual(['source', 'injection', 'sink']);
    expect(rules[2]!.text).toMatch(
      /counts while its verdict is allow or rate-limit; require approval or deny takes it out/,
    );
    expect(rules[0]!.text).toMatch(
      /counts while its verdict is allow, rate-limit or require approval; deny takes it out/,
    );
  });
});
