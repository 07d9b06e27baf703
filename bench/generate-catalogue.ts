/**
 * A synthetic catalogue for the benchmark: N tools across M servers, written as
 * the same YAML files a contributor writes, valid under the real schemas and the
 * consistency rules. Deterministic for a given seed, so two runs build the same site.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORIES, RISK_LEVELS, WINDOWS, type Category, type RiskLevel, type Verdict } from '../src/schema/enums.ts';
import { VERDICT_TABLE } from '../src/lib/judgement/verdict-table.ts';

export interface GenerateOptions {
  tools: number;
  servers?: number;
  /** Folder holding attacks/*.yaml to copy in; tools reference their ids. */
  attacksDir: string;
  seed?: number;
}
export interface GeneratedCatalogue {
  root: string;
  tools: number;
  servers: number;
  /** Tool names by style, for reports and tests. */
  styles: Record<NameStyle, number>;
  /** A few (server, name) pairs to look up in a browser. */
  samples: Array<{ server: string; name: string }>;
}

type NameStyle = 'snake' | 'camel' | 'kebab' | 'dotted';

/** mulberry32: small, fast and good enough to spread names and verdicts. */
/** A review block: a reviewed record says what its review read (its confidence follows from that); others carry the engine's confidence. */
function reviewLines(status: string, confidence: string): string[] {
  return status === 'reviewed'
    ? [`  status: ${status}`, '  read:', '    what: definition', '    by: agent']
    : [`  status: ${status}`, `  confidence: ${confidence}`];
}

export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PRODUCTS = [
  'github',
  'gitlab',
  'bitbucket',
  'slack',
  'discord',
  'teams',
  'notion',
  'confluence',
  'jira',
  'linear',
  'asana',
  'trello',
  'clickup',
  'postgres',
  'mysql',
  'sqlite',
  'mongodb',
  'redis',
  'elastic',
  'clickhouse',
  'snowflake',
  'bigquery',
  'supabase',
  'firebase',
  'neon',
  'stripe',
  'paypal',
  'square',
  'plaid',
  'quickbooks',
  'xero',
  'shopify',
  'woocommerce',
  'hubspot',
  'salesforce',
  'zendesk',
  'intercom',
  'aws',
  's3',
  'lambda',
  'gcp',
  'azure',
  'cloudflare',
  'vercel',
  'netlify',
  'heroku',
  'fly',
  'docker',
  'kubernetes',
  'terraform',
  'ansible',
  'gmail',
  'outlook',
  'calendar',
  'drive',
  'dropbox',
  'box',
  'onedrive',
  'figma',
  'miro',
  'airtable',
  'sheets',
  'excel',
  'twilio',
  'sendgrid',
  'mailchimp',
  'sentry',
  'datadog',
  'grafana',
  'prometheus',
  'pagerduty',
  'opsgenie',
  'okta',
  'auth0',
  'vault',
  'onepassword',
  'browser',
  'playwright',
  'puppeteer',
  'filesystem',
  'shell',
  'git',
  'obsidian',
  'zotero',
  'arxiv',
  'youtube',
  'spotify',
  'weather',
  'maps',
  'tavily',
];
const QUALIFIERS = [
  'mcp',
  'server',
  'tools',
  'bridge',
  'connector',
  'admin',
  'lite',
  'pro',
  'cloud',
  'local',
  'api',
  'agent',
];
const OWNERS = [
  'acme',
  'openlabs',
  'devkit',
  'northwind',
  'contoso',
  'initech',
  'globex',
  'umbrella',
  'hooli',
  'vandelay',
  'stark',
  'wayne',
];

const NOUNS = [
  'issue',
  'pull_request',
  'repository',
  'branch',
  'commit',
  'file',
  'directory',
  'message',
  'channel',
  'thread',
  'user',
  'group',
  'team',
  'project',
  'task',
  'ticket',
  'comment',
  'page',
  'database',
  'table',
  'record',
  'row',
  'query',
  'index',
  'document',
  'collection',
  'bucket',
  'object',
  'function',
  'deployment',
  'service',
  'container',
  'pod',
  'cluster',
  'node',
  'volume',
  'snapshot',
  'backup',
  'secret',
  'key',
  'token',
  'webhook',
  'event',
  'calendar_event',
  'invoice',
  'payment',
  'refund',
  'subscription',
  'customer',
  'order',
  'product',
  'price',
  'coupon',
  'transfer',
  'payout',
  'alert',
  'incident',
  'dashboard',
  'metric',
  'log',
  'trace',
  'workflow',
  'job',
  'pipeline',
  'release',
  'tag',
  'label',
  'milestone',
  'note',
  'attachment',
  'folder',
  'spreadsheet',
  'cell',
  'contact',
  'lead',
  'deal',
  'account',
  'domain',
  'record_set',
];
const QUALIFIER_WORDS = [
  'by_id',
  'details',
  'status',
  'history',
  'batch',
  'all',
  'v2',
  'summary',
  'permissions',
  'settings',
  'members',
  'content',
];

interface VerbSpec {
  verbs: string[];
  category: Category;
  risks: RiskLevel[];
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
}
const VERB_SPECS: VerbSpec[] = [
  {
    verbs: [
      'get',
      'list',
      'search',
      'read',
      'fetch',
      'describe',
      'find',
      'query',
      'count',
      'show',
      'export',
      'download',
      'inspect',
    ],
    category: 'Read',
    risks: ['low', 'low', 'low', 'medium', 'medium', 'high'],
    readOnly: true,
    destructive: false,
    idempotent: true,
  },
  {
    verbs: [
      'create',
      'update',
      'add',
      'set',
      'edit',
      'rename',
      'move',
      'upload',
      'assign',
      'tag',
      'archive',
      'enable',
      'disable',
      'patch',
    ],
    category: 'Write',
    risks: ['low', 'medium', 'medium', 'high', 'high'],
    readOnly: false,
    destructive: false,
    idempotent: false,
  },
  {
    verbs: [
      'run',
      'execute',
      'send',
      'post',
      'trigger',
      'deploy',
      'invoke',
      'restart',
      'start',
      'stop',
      'notify',
      'publish',
      'merge',
    ],
    category: 'Execute',
    risks: ['medium', 'high', 'high', 'critical'],
    readOnly: false,
    destructive: false,
    idempotent: false,
  },
  {
    verbs: [
      'delete',
      'remove',
      'drop',
      'purge',
      'destroy',
      'truncate',
      'wipe',
      'revoke',
      'overwrite',
      'force_push',
      'terminate',
    ],
    category: 'Destructive',
    risks: ['medium', 'high', 'high', 'critical', 'critical'],
    readOnly: false,
    destructive: true,
    idempotent: true,
  },
  {
    verbs: ['charge', 'refund', 'pay', 'transfer', 'purchase', 'payout', 'capture', 'buy', 'top_up', 'withdraw'],
    category: 'Financial',
    risks: ['high', 'critical', 'critical', 'medium'],
    readOnly: false,
    destructive: false,
    idempotent: false,
  },
];
const VERDICT_CHOICES: Record<Category, Verdict[]> = {
  Read: ['allow', 'allow', 'allow', 'rate-limit', 'require-approval', 'deny'],
  Write: ['allow', 'rate-limit', 'rate-limit', 'require-approval', 'deny'],
  Execute: ['allow', 'rate-limit', 'require-approval', 'require-approval', 'deny'],
  Destructive: ['rate-limit', 'require-approval', 'require-approval', 'deny', 'deny'],
  Financial: ['rate-limit', 'require-approval', 'require-approval', 'deny'],
};

const SENTENCES = {
  open: [
    (v: string, n: string, p: string) => `${cap(v)}s a ${n} in ${p}.`,
    (v: string, n: string, p: string) => `${cap(v)} one or more ${n}s of the connected ${p} account.`,
    (v: string, n: string, p: string) => `Use this tool to ${v} a ${n} on ${p} by its identifier.`,
    (v: string, n: string, p: string) =>
      `${cap(v)} the ${n} that matches the given filters in the current ${p} workspace.`,
  ],
  detail: [
    'Returns the result as JSON, including the id, timestamps and the fields the API exposes.',
    'Results are paginated; pass the cursor from the previous response to get the next page.',
    'Requires a token with the matching scope; the call fails with 403 otherwise.',
    'The operation applies immediately and is visible to every member of the workspace.',
    'Large results are truncated to the first 100 items unless limit is set.',
    'Fields not given keep their current values.',
    'Rate limits of the upstream API apply and errors are returned verbatim.',
    'Use the dry_run flag to see what would change without applying it.',
    'Only items the authenticated user can see are returned.',
    'This cannot be undone from the tool; restore from a backup if needed.',
  ],
  rationale: [
    'An agent misled by injected text could use it against data it was never meant to touch.',
    'It acts with the full permissions of the configured token, so a confused agent reaches everything that token can.',
    'Its output returns to the conversation, where a later step could pass it on to an attacker.',
    'Repeated calls add up quickly, so a loop or a prompt injection can do real damage before anyone notices.',
    'What it changes is visible to other people and systems and takes effort to put back.',
  ],
  closing: [
    'is one of the tools this limit is meant for.',
    'needs the verdict above for that reason.',
    'is judged on its own, like every tool here.',
  ],
};
const CAPS_BY_RISK: Record<RiskLevel, { max: number; window: (typeof WINDOWS)[number] }> = {
  low: { max: 100, window: 'minute' },
  medium: { max: 60, window: 'hour' },
  high: { max: 10, window: 'hour' },
  critical: { max: 5, window: 'day' },
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const PARAM_NAMES = [
  'id',
  'name',
  'query',
  'limit',
  'cursor',
  'owner',
  'repo',
  'path',
  'content',
  'title',
  'body',
  'amount',
  'currency',
  'force',
  'dry_run',
  'labels',
  'since',
  'until',
  'email',
  'url',
];
const PARAM_TYPES = ['string', 'string', 'string', 'integer', 'boolean', 'array', 'number'] as const;

function styled(words: string[], style: NameStyle): string {
  const flat = words.flatMap((w) => w.split('_')).filter(Boolean);
  switch (style) {
    case 'snake':
      return flat.join('_');
    case 'kebab':
      return flat.join('-');
    case 'dotted':
      return flat.length > 1 ? `${flat[0]}.${flat.slice(1).join('_')}` : flat[0]!;
    case 'camel':
      return flat.map((w, i) => (i === 0 ? w : cap(w))).join('');
  }
}

/** YAML double-quoted scalars accept JSON string escapes, so JSON.stringify quotes any text safely. */
const q = (s: string) => JSON.stringify(s);

/** Tools per server: skewed like the real catalogue (many small servers, a few with hundreds of tools), summing to exactly `total`. */
function toolCounts(total: number, servers: number, rand: () => number): number[] {
  const weights = Array.from({ length: servers }, () => Math.exp(rand() * 2.2) * (rand() < 0.02 ? 6 : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  let diff = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % servers) {
    if (diff > 0) {
      counts[i]!++;
      diff--;
    } else if (counts[i]! > 1) {
      counts[i]!--;
      diff++;
    }
  }
  return counts;
}

export function generateCatalogue(root: string, options: GenerateOptions): GeneratedCatalogue {
  const total = options.tools;
  const serverCount = Math.max(1, Math.min(total, options.servers ?? Math.round(total / 25)));
  const rand = prng(options.seed ?? 42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

  mkdirSync(join(root, 'attacks'), { recursive: true });
  const attackIds: string[] = [];
  for (const file of readdirSync(options.attacksDir).sort()) {
    if (!file.endsWith('.yaml')) continue;
    copyFileSync(join(options.attacksDir, file), join(root, 'attacks', file));
    attackIds.push(file.slice(0, -5));
  }
  if (attackIds.length === 0) throw new Error(`no attack patterns in ${options.attacksDir}`);

  const counts = toolCounts(total, serverCount, rand);
  const styles: Record<NameStyle, number> = { snake: 0, camel: 0, kebab: 0, dotted: 0 };
  const samples: GeneratedCatalogue['samples'] = [];
  const slugs = new Set<string>();
  let written = 0;
  // Every combination of category, risk and verdict the rules allow turns up, cycling through them at first.
  let combo = 0;

  for (let s = 0; s < serverCount; s++) {
    const product = pick(PRODUCTS);
    let slug = rand() < 0.5 ? `${product}-${pick(QUALIFIERS)}` : `${pick(OWNERS)}-${product}`;
    if (slugs.has(slug)) slug = `${slug}-${s.toString(36)}`;
    slugs.add(slug);
    const serverDir = join(root, 'servers', slug);
    mkdirSync(join(serverDir, 'tools'), { recursive: true });
    // The vendor's own repository for about a third of the servers, as before identity was computed.
    const owner = rand() < 0.3 ? product : pick(OWNERS);
    const commit = createHash('sha1').update(`${slug}:${s}`).digest('hex');
    const serverName = `${cap(product)} ${cap(pick(QUALIFIERS))} ${s}`;
    writeFileSync(
      join(serverDir, 'server.yaml'),
      [
        '# yaml-language-server: $schema=../../../public/schema/server.json',
        `name: ${q(serverName)}`,
        `description: ${q(`An MCP server that lets an agent work with ${product}: it reads, creates and changes ${pick(NOUNS).replace(/_/g, ' ')}s and ${pick(NOUNS).replace(/_/g, ' ')}s through the ${product} API with the credentials it is given.`)}`,
        `repository: https://github.com/${owner}/${slug}`,
        'source:',
        `  commit: ${commit}`,
        'publisher:',
        `  name: ${q(owner)}`,
        'auth:',
        `  kind: ${pick(['none', 'api-key', 'api-key', 'oauth', 'basic', 'other'])}`,
        `  needs: ${q(`${product.toUpperCase()}_TOKEN environment variable`)}`,
        `transport: ${pick(['stdio', 'stdio', 'http', 'both'])}`,
        `language: ${pick(['TypeScript', 'Python', 'Go', 'Rust', 'Java'])}`,
        'added: 2026-01-15',
        '',
      ].join('\n'),
    );

    const style: NameStyle = ((r) => (r < 0.55 ? 'snake' : r < 0.75 ? 'camel' : r < 0.9 ? 'kebab' : 'dotted'))(rand());
    const prefixed = rand() < 0.3;
    const seen = new Set<string>();
    for (let t = 0; t < counts[s]!; t++) {
      const spec = VERB_SPECS[Math.floor(rand() * VERB_SPECS.length)]!;
      const verb = pick(spec.verbs);
      const noun = pick(NOUNS);
      const words = [...(prefixed ? [product] : []), verb, noun];
      let name = styled(words, style);
      for (let extra = 0; seen.has(name.toLowerCase()) || name.length > 128; extra++) {
        const more = extra < 3 ? [pick(QUALIFIER_WORDS)] : [pick(QUALIFIER_WORDS), String(t)];
        name = styled([...words, ...more], style);
      }
      seen.add(name.toLowerCase());
      styles[style]++;

      const category = spec.category;
      let risk: RiskLevel;
      let verdict: Verdict;
      if (combo < CATEGORIES.length * RISK_LEVELS.length * 4) {
        // Early tools cycle through every allowed combination; the rest follow the verb.
        risk = RISK_LEVELS[Math.floor(combo / 4) % RISK_LEVELS.length]!;
        verdict = (['allow', 'rate-limit', 'require-approval', 'deny'] as const)[combo % 4]!;
        combo++;
      } else {
        risk = pick(spec.risks);
        verdict = pick(VERDICT_CHOICES[category]);
      }
      if (verdict === 'allow' && (category === 'Destructive' || category === 'Financial' || risk === 'critical'))
        verdict = 'require-approval';
      if (verdict === 'deny' && category === 'Read' && risk === 'low') verdict = 'rate-limit';

      const status = pick(['draft', 'needs-review', 'reviewed', 'reviewed'] as const);
      const description = [
        pick(SENTENCES.open)(verb.replace(/_/g, ' '), noun.replace(/_/g, ' '), cap(product)),
        pick(SENTENCES.detail),
        ...(rand() < 0.6 ? [pick(SENTENCES.detail)] : []),
      ].join(' ');
      const params = Array.from(new Set(Array.from({ length: Math.floor(rand() * 5) }, () => pick(PARAM_NAMES))));
      const attacks = Array.from(new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(attackIds))));
      const annotated = rand() < 0.4;
      const hash = createHash('sha256').update(`${slug}/${name}:${description}`).digest('hex');
      const lines = [
        '# yaml-language-server: $schema=../../../../public/schema/tool.json',
        `name: ${q(name)}`,
        ...(rand() < 0.2 ? [`title: ${q(cap(`${verb.replace(/_/g, ' ')} ${noun.replace(/_/g, ' ')}`))}`] : []),
        `description: ${q(description)}`,
        'inputSchema:',
        '  type: object',
      ];
      if (params.length > 0) {
        lines.push('  properties:');
        for (const param of params) {
          const type = pick(PARAM_TYPES);
          lines.push(`    ${param}:`, `      type: ${type}`);
          if (type === 'array') lines.push('      items:', '        type: string');
          lines.push(`      description: ${q(`The ${param.replace(/_/g, ' ')} of the ${noun.replace(/_/g, ' ')}.`)}`);
        }
        lines.push('  required:', `    - ${params[0]}`);
      }
      if (annotated) {
        lines.push(
          'annotations:',
          `  readOnlyHint: ${spec.readOnly}`,
          ...(spec.readOnly ? [] : [`  destructiveHint: ${spec.destructive}`]),
          `  openWorldHint: ${rand() < 0.5}`,
        );
      }
      lines.push(
        `definitionHash: sha256:${hash}`,
        'effect:',
        `  readOnly: ${spec.readOnly}`,
        `  destructive: ${spec.destructive}`,
        `  idempotent: ${spec.idempotent}`,
        `  openWorld: ${rand() < 0.5}`,
        `  source: ${annotated ? 'annotations' : pick(['heuristic', 'reviewed'])}`,
        `category: ${category}`,
        `risk: ${risk}`,
        // Sentences of a real catalogue are written for their tool (the validator's rationale-not-repeated check): each
        // synthetic one names the tool and its server, since at 10,000 servers many servers share a tool's name.
        `rationale: ${q(`${cap(verb.replace(/_/g, ' '))}s ${noun.replace(/_/g, ' ')}s in ${cap(product)} (${slug}). ${pick(SENTENCES.rationale).replace(/^It\b|^Its\b|^An agent\b|^Repeated calls\b|^What it\b/, (start) => `${start} (${name} on ${slug})`)} ${cap(name)} on ${slug} ${pick(SENTENCES.closing)}`)}`,
        'attacks:',
        ...attacks.map((id) => `  - ${id}`),
        'policy:',
        `  verdict: ${verdict}`,
        // Tighter the riskier, as the validator's caps-not-inverted check requires within a server.
        ...(verdict === 'rate-limit'
          ? [`  max: ${CAPS_BY_RISK[risk].max}`, `  window: ${CAPS_BY_RISK[risk].window}`]
          : []),
        ...(rand() < 0.5
          ? [`  reason: ${q(`Keeps an agent from using ${name} in bulk or without a person seeing it.`)}`]
          : []),
        'review:',
        ...reviewLines(status, pick(['low', 'medium', 'high'])),
        '  flags: []',
        // A reviewed verdict off the published table says why (the validator's verdict-follows-table check).
        ...(status === 'reviewed' && verdict !== VERDICT_TABLE[category][risk]
          ? [`  departure: ${q(`A person set ${name} apart from the table for its ${noun.replace(/_/g, ' ')}s.`)}`]
          : []),
        'added: 2026-02-01',
        'changed: 2026-03-01',
        '',
      );
      writeFileSync(join(serverDir, 'tools', `${name}.yaml`), lines.join('\n'));
      written++;
      if (samples.length < 8 && rand() < 0.001 + 8 / total) samples.push({ server: slug, name });
    }
  }
  return { root, tools: written, servers: serverCount, styles, samples };
}
