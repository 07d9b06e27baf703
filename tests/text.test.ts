import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORIES, RISK_LEVELS, VERDICTS, WINDOWS, type Category } from '../src/schema/enums.ts';
import { nameBreaks, nameHtml } from '../src/lib/text/names.ts';
import { count, groupDigits, mcpLabel, mcpServerName, partOf } from '../src/lib/text/grammar.ts';
import { andList, namesAndMore } from '../src/lib/text/lists.ts';
import { categoryContrast, singleToolWarning, verdictInPractice } from '../src/lib/text/tool-text.ts';
import { buildFaq } from '../src/lib/policy/faq.ts';
import { gradeServer } from '../src/lib/catalogue/grade.ts';

describe('groupDigits', () => {
  it('writes every safe integer as en-US toLocaleString does', () => {
    for (const n of [0, 7, 999, 1000, -1000, 12_345, 1_000_000, -987_654_321, Number.MAX_SAFE_INTEGER])
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
    fc.assert(
      fc.property(
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (n) => groupDigits(n) === n.toLocaleString('en-US'),
      ),
    );
  });
  it('hands other numbers to toLocaleString', () => {
    expect(groupDigits(1234.5)).toBe('1,234.5');
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});

describe('andList and namesAndMore', () => {
  it('joins with commas and a last "and"', () => {
    expect([[], ['a'], ['a', 'b'], ['a', 'b', 'c']].map(andList)).toEqual(['', 'a', 'a and b', 'a, b and c']);
  });
  it('names the first few and counts the rest, but never "and 1 more"', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
    expect(namesAndMore(names(3), 2)).toBe('t0, t1 and t2');
    expect(namesAndMore(names(4), 2)).toBe('t0, t1 and 2 more');
    expect(namesAndMore(names(1002), 2)).toBe('t0, t1 and 1,000 more');
  });
});

describe('nameBreaks', () => {
  const fixtures: Array<[string, string[]]> = [
    ['cloudron_cancel_task', ['cloudron_', 'cancel_', 'task']],
    ['manage_repository_notification_subscription', ['manage_', 'repository_', 'notification_', 'subscription']],
    ['kebab-case-name', ['kebab-', 'case-', 'name']],
    ['browserNavigate', ['browser', 'Navigate']],
    ['getHTMLParserState', ['get', 'HTML', 'Parser', 'State']],
    ['browser.navigate', ['browser.', 'navigate']],
    ['files.read_text-v2', ['files.', 'read_', 'text-', 'v2']],
    ['__proto__', ['__', 'proto__']],
    ['a..b', ['a..', 'b']],
    ['x', ['x']],
    ['ALLCAPS', ['ALLCAPS']],
  ];
  it.each(fixtures)('splits %s only at _, -, . and case changes', (name, pieces) => {
    expect(nameBreaks(name)).toEqual(pieces);
  });

  it('never breaks inside a run of lower-case letters or digits, and joins back to the name', () => {
    for (const [name] of fixtures) {
      const pieces = nameBreaks(name);
      expect(pieces.join('')).toBe(name);
      for (let i = 1; i < pieces.length; i++) {
        const before = pieces[i - 1]!.at(-1)!;
        const after = pieces[i]![0]!;
        expect(/[_.-]/.test(before) || /[A-Z]/.test(after), `${name}: ${pieces.join('|')}`).toBe(true);
      }
    }
  });

  it('nameHtml writes the pieces with <wbr> between them, escaped as a template escapes text', () => {
    expect(nameHtml('cloudron_cancel_task')).toBe('<code class="name">cloudron_<wbr>cancel_<wbr>task</code>');
    expect(nameHtml('getHTML', false)).toBe('<span class="name">get<wbr>HTML</span>');
    expect(nameHtml(`a_<b>&"c'`)).toBe('<code class="name">a_<wbr>&lt;b&gt;&amp;&quot;c&#39;</code>');
  });
});

/** Sentences a reader must never see. */
const WRONG = [
  /\b1 (tools|calls|servers|other tools)\b/,
  /MCP Server MCP/i,
  /MCP server MCP/i,
  /\bMCP MCP\b/i,
  /\b1 of its [\d,]+ \w+ are\b/,
  /\b([2-9]|\d\d+) of its [\d,]+ \w+ is\b/,
  /of its 1 tools/,
  /\) MCP server\b/,
];
const lint = (sentence: string) => WRONG.filter((pattern) => pattern.test(sentence)).map(String);

const SERVER_NAMES = [
  'Cloudron MCP Server',
  'Cloudflare Radar MCP server',
  'GitHub MCP Server',
  'Playwright MCP (@playwright/mcp)',
  'PostgreSQL (archived reference server)',
  'MCP Server Kubernetes (Flux159)',
  'Memory / knowledge graph (reference server)',
  'Slack',
];

describe('generated sentences', () => {
  it('name a server as an MCP server once', () => {
    expect(mcpServerName('Slack')).toBe('Slack MCP server');
    expect(mcpServerName('Cloudron MCP Server')).toBe('Cloudron MCP Server');
    expect(mcpServerName('Playwright MCP (@playwright/mcp)')).toBe('Playwright MCP server (@playwright/mcp)');
    expect(mcpServerName('PostgreSQL (archived reference server)')).toBe(
      'PostgreSQL MCP server (archived reference server)',
    );
    expect(mcpLabel('Cloudron MCP Server')).toBe('Cloudron MCP Server');
    expect(mcpLabel('Slack')).toBe('Slack MCP');
  });

  it('agree in number', () => {
    expect(count(1, 'tool')).toBe('1 tool');
    expect(count(0, 'tool')).toBe('0 tools');
    expect(count(10000, 'tool')).toBe('10,000 tools');
    expect(partOf(1, 2, 'tool', 'high')).toBe('1 of its 2 tools is high');
    expect(partOf(2, 3, 'tool', 'high')).toBe('2 of its 3 tools are high');
    expect(partOf(1, 1, 'tool', 'high')).toBe('its only tool is high');
    expect(partOf(3, 3, 'tool', 'high')).toBe('all 3 of its tools are high');
  });

  it('read right everywhere they are generated', () => {
    const sentences: string[] = [];
    for (let total = 1; total <= 4; total++) {
      for (let severe = 0; severe <= total; severe++) {
        const tools = Array.from({ length: total }, (_, i) => ({
          category: 'Execute' as Category,
          risk: i < severe ? ('high' as const) : ('low' as const),
        }));
        sentences.push(
          ...gradeServer({
            tools,
            imitates: { package: '@acme/acme-mcp', vendor: 'Acme', href: 'https://acme.example/' },
            packageName: 'acme-mcp',
            authKind: 'none',
            transport: 'http',
          }).deductions.map((d) => d.reason),
        );
      }
    }
    for (const serverName of SERVER_NAMES) {
      for (const verdict of VERDICTS) {
        const policy =
          verdict === 'rate-limit' ? { name: 't', verdict, max: 1, window: 'minute' as const } : { name: 't', verdict };
        sentences.push(
          ...buildFaq({
            tool: 't',
            serverName,
            repository: 'https://example.com/r',
            readAt: 'commit abc',
            identity: 'A third party publishes it.',
            category: 'Execute',
            risk: 'high',
            policy,
            authorSummary: 'Does it.',
          }).map((e) => e.answer),
        );
      }
      for (const others of [0, 1, 2]) sentences.push(singleToolWarning('t', serverName, others));
    }
    for (const verdict of VERDICTS) {
      for (const max of [1, 2, 10]) {
        for (const window of WINDOWS) {
          const { can, cannot } = verdictInPractice({ tool: 't', verdict, max, window });
          sentences.push(can, cannot);
        }
      }
    }
    expect(sentences.length).toBeGreaterThan(100);
    const wrong = sentences.flatMap((s) => lint(s).map((p) => `${p}: ${s}`));
    expect(wrong).toEqual([]);
    // The lint itself catches the sentences the site used to print.
    expect(lint('Cloudron MCP Server MCP server')).not.toEqual([]);
    expect(lint('grade F, 1 tools')).not.toEqual([]);
    expect(lint('1 of its 2 tools are high or critical risk')).not.toEqual([]);
  });
});

describe('categoryContrast', () => {
  it.each(CATEGORIES)('says why %s and not its neighbour', (category) => {
    for (const destructive of [false, true]) {
      const text = categoryContrast({
        category,
        risk: 'high',
        effect: { readOnly: category === 'Read', destructive, idempotent: false, openWorld: true },
      });
      expect(text).toMatch(new RegExp(`^${category}, not (Read|Write|Execute|Destructive|Financial):`));
      expect(text).not.toMatch(new RegExp(`^${category}, not ${category}`));
    }
  });

  it('explains an Execute tool that can delete without calling it Destructive', () => {
    const text = categoryContrast({
      category: 'Execute',
      risk: 'high',
      effect: { readOnly: false, destructive: true, idempotent: true, openWorld: true },
    });
    expect(text).toMatch(/^Execute, not Destructive:/);
    expect(text).toMatch(/delete or overwrite/);
  });
});

describe('verdictInPractice', () => {
  it('says what a runaway agent can and cannot do, with the limit named', () => {
    const limited = verdictInPractice({ tool: 'x', verdict: 'rate-limit', max: 10, window: 'minute' });
    expect(limited.can).toContain('10 calls');
    expect(limited.cannot).toContain('minute');
    expect(verdictInPractice({ tool: 'x', verdict: 'deny' }).can).toMatch(/cannot see/);
    for (const risk of RISK_LEVELS) expect(risk).toBeTruthy();
  });

  it("warns that one tool pasted alone denies the server's other tools", () => {
    expect(singleToolWarning('x', 'Slack', 35)).toMatch(/refuses all 35 other tools of Slack\./);
    // A server name may carry its own bracket: the count is not a second one after it.
    expect(singleToolWarning('x', 'Brave Search (archived reference server)', 1)).toMatch(
      /refuses the one other tool of Brave Search \(archived reference server\)\./,
    );
  });
});

describe('elementText', () => {
  it('escapes what could start markup in an element, and reads back as the same text', async () => {
    const { elementText } = await import('../src/lib/text/html.ts');
    const text = '{"a": "<script>&amp;</script>", \'b\': "x > y"}';
    const html = elementText(text);
    expect(html).not.toMatch(/<|&(?!amp;|lt;)/);
    expect(html).toContain('"a"');
    expect(html.replace(/&lt;/g, '<').replace(/&amp;/g, '&')).toBe(text);
  });
});
