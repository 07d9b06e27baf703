/**
 * Engine mistakes reviewers reported, each checked on an invented look-alike tool (never a real tool's name):
 * nested parameters, request headers, reactions, reference material, URL parsers, cookie writers, key presses,
 * code evaluated in a service's sandbox, explain/logs tools and paid tiers.
 */
import { describe, expect, it } from 'vitest';
import { VERDICT_TABLE } from '../src/lib/judgement/verdict-table.ts';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { analyseSchema } from '../src/lib/judgement/signals/schema.ts';
import type { ToolDefinitionInput } from '../src/lib/judgement/facts.ts';

const str = (description = '') => ({ type: 'string', description });
const tool = (
  name: string,
  description: string,
  properties: Record<string, unknown> = {},
  required: string[] = [],
): ToolDefinitionInput => ({
  name,
  description,
  inputSchema: { type: 'object', properties, required },
});
const rules = (definition: ToolDefinitionInput) => judgeTool(definition).evidence.map((step) => step.rule);

describe('nested parameters', () => {
  const batch = tool('send_batch', 'Send a batch of requests to the service API in one call.', {
    body: {
      type: 'object',
      properties: {
        requests: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              method: { type: 'string', enum: ['GET', 'POST', 'DELETE'] },
              url: str('Relative URL'),
              headers: { type: 'object' },
            },
          },
        },
      },
    },
  });

  it('are read by path, to a bounded depth, for enums, addresses and secrets', () => {
    const signals = analyseSchema(batch.inputSchema);
    expect(signals.parameters.map((parameter) => parameter.name)).toEqual(['body']);
    expect(signals.nested.map((parameter) => parameter.path)).toEqual([
      'body.requests',
      'body.requests[].method',
      'body.requests[].url',
      'body.requests[].headers',
    ]);
    expect(signals.url).toContain('body.requests[].url');
    expect(signals.secret).toContain('body.requests[].headers');
    expect(signals.operations.map((operation) => operation.lemma)).toContain('delete');
  });

  it('make a DELETE offered deep inside a body count as a removal', () => {
    const judgement = judgeTool(batch);
    expect(judgement.effect.destructive).toBe(true);
    expect(judgement.evidence.find((step) => step.rule === 'enum-removes')?.match).toBe(
      'body.requests[].method: DELETE',
    );
  });

  it('stop at the depth limit', () => {
    let deep: Record<string, unknown> = { type: 'object', properties: { password: str() } };
    for (let level = 0; level < 6; level++) deep = { type: 'object', properties: { inner: deep } };
    expect(analyseSchema({ type: 'object', properties: { outer: deep } }).secret).toEqual([]);
    expect(
      analyseSchema({ type: 'object', properties: { outer: { type: 'object', properties: { password: str() } } } })
        .secret,
    ).toEqual(['outer.password']);
  });

  it('take a nested bare "tokens" for a secret only beside an auth word (design tokens are not credentials)', () => {
    const secrets = analyseSchema({
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          properties: {
            tokens: { type: 'array', description: 'Design tokens used by the component' },
            auth: { type: 'object', properties: { token: str('Bearer token for the API') } },
          },
        },
      },
    }).secret;
    expect(secrets).toEqual(['spec.auth.token']);
  });

  it('count a stage command as code only when the tool runs things, and never a coupon code', () => {
    const pipeline = {
      pipeline: {
        type: 'array',
        items: { type: 'object', properties: { command: str('Shell command the stage runs') } },
      },
    };
    expect(rules(tool('run_stage_pipeline', 'Run a pipeline of stages.', pipeline))).toContain('runs-code');
    expect(
      rules(
        tool(
          'scrape_site_page',
          'Scrape a page.',
          {
            url: str(),
            actions: { type: 'array', items: { type: 'object', properties: { script: str('JavaScript to run') } } },
          },
          ['url'],
        ),
      ),
    ).not.toContain('runs-code');
    expect(
      analyseSchema({
        type: 'object',
        properties: { request: { type: 'object', properties: { discount_code: str('Code customers enter') } } },
      }).nestedCode,
    ).toEqual([]);
  });
});

describe('secrets in parameters', () => {
  it('request headers carry Authorization; mocked response headers do not', () => {
    expect(
      analyseSchema({
        type: 'object',
        properties: { url: str(), headers: { type: 'object', description: 'Extra headers to send' } },
      }).secret,
    ).toEqual(['headers']);
    expect(
      analyseSchema({
        type: 'object',
        properties: { url: str(), headers: { type: 'object', description: 'Headers of the mocked response' } },
      }).secret,
    ).toEqual([]);
    // A mocked route sends no request: its headers go back to the page, not out with a credential.
    expect(
      analyseSchema({
        type: 'object',
        properties: { pattern: str('URL pattern to match'), headers: { type: 'array', description: 'Headers to add' } },
      }).secret,
    ).toEqual([]);
    expect(
      judgeTool(
        tool('http_put_request', 'Perform an HTTP PUT request.', { url: str(), headers: { type: 'object' } }, ['url']),
      ).attacks,
    ).toContain('token-passthrough');
  });

  it('a paths parameter of a file drop hands local files to the page, as an upload does', () => {
    const drop = judgeTool(
      tool('tab_drop', 'Drop files onto an element, as if dragged from outside the page.', {
        target: str(),
        paths: { type: 'array', items: str(), description: 'Absolute paths to files to drop.' },
      }),
    );
    const upload = judgeTool(
      tool('tab_upload_files', 'Upload files to the page.', { paths: { type: 'array', items: str() } }),
    );
    expect(drop.flow.source).toBe(true);
    expect(drop.attacks).toContain('data-exfiltration');
    expect([drop.risk, drop.policy.verdict]).toEqual([upload.risk, upload.policy.verdict]);
  });
});

describe('outbound channels and untrusted content', () => {
  it('a reaction is no outbound channel; a comment is', () => {
    const reaction = judgeTool(
      tool('add_note_comment_reaction', 'Add a reaction to a note comment.', {
        comment_id: { type: 'number' },
        content: { type: 'string', enum: ['+1', 'heart', 'eyes'] },
      }),
    );
    expect(reaction.attacks).not.toContain('data-exfiltration');
    expect(reaction.flow.sink).toBe(false);
    expect(judgeTool(tool('add_note_comment', 'Add a comment to a note.', { body: str() })).attacks).toContain(
      'data-exfiltration',
    );
  });

  it('published documentation and statistics are no injection path; mail and web pages are', () => {
    for (const reference of [
      tool('search_vendor_docs', 'Search the vendor documentation and return matching pages.', { query: str() }),
      tool('probe_statistics', 'Analyze probe test results by quartile.', { testId: str() }),
    ]) {
      expect(judgeTool(reference).attacks).not.toContain('indirect-prompt-injection');
      expect(judgeTool(reference).flow.injection).toBe(false);
    }
    expect(judgeTool(tool('read_mailbox', 'Read the emails in a mailbox.')).flow.injection).toBe(true);
  });

  it('parsing a link is no fetch; fetching one is', () => {
    const parse = judgeTool(
      tool('parse-board-url', 'Parse a board URL into its parts: team, board and card.', { url: str() }, ['url']),
    );
    expect(parse.families).not.toContain('fetch-url');
    expect(parse.attacks).not.toContain('ssrf');
    expect(parse.risk).toBe('low');
    expect(
      judgeTool(tool('fetch_address', 'Fetch a URL and return the page as text.', { url: str() }, ['url'])).families,
    ).toContain('fetch-url');
  });
});

describe('cookies and storage', () => {
  it('setting or clearing cookies writes: no exfiltration or token passthrough; reading them has both', () => {
    for (const name of ['tab_cookie_set', 'tab_cookie_clear', 'tab_localstorage_set']) {
      const judgement = judgeTool(
        tool(name, 'Change cookies or storage of the browser context.', { name: str(), value: str() }),
      );
      expect(judgement.attacks, name).not.toContain('data-exfiltration');
      expect(judgement.attacks, name).not.toContain('token-passthrough');
      expect(judgement.policy.verdict, name).toBe('require-approval');
    }
    const read = judgeTool(tool('tab_cookie_list', 'List the cookies of the browser context.'));
    expect(read.attacks).toEqual(expect.arrayContaining(['data-exfiltration', 'token-passthrough']));
  });
});

describe('keyboard keys', () => {
  it('pressing a key is graded like typing text on the same browser server', () => {
    const press = judgeTool(
      tool('tab_press_key', 'Press a key on the keyboard.', { key: str('Name of the key, such as ArrowLeft') }),
    );
    const type = judgeTool(tool('tab_type', 'Type text into an editable element.', { selector: str(), text: str() }));
    expect(press.evidence.map((step) => step.rule)).not.toContain('changes-access');
    expect([press.category, press.risk, press.policy]).toEqual([type.category, type.risk, type.policy]);
  });
});

describe('code in a service sandbox', () => {
  it('evaluating a template in the service is medium (held in a draft, capped once reviewed); running code on a host is critical', () => {
    for (const evaluated of [
      tool(
        'evaluate_resolver_code',
        'Evaluates resolver code with a test context in the service runtime and returns the result.',
        { code: str('The resolver code'), context: str() },
      ),
      tool('evaluate_mapping_template', 'Evaluates a mapping template against a context and returns the result.', {
        template: str(),
        context: str(),
      }),
    ]) {
      const evaluate = judgeTool(evaluated);
      expect(evaluate.risk, evaluated.name).toBe('medium');
      expect(evaluate.policy.verdict, evaluated.name).toBe('require-approval');
      expect(VERDICT_TABLE.Execute.medium).toBe('rate-limit');
      expect(evaluate.attacks, evaluated.name).not.toContain('command-injection');
      expect(evaluate.families, evaluated.name).not.toContain('run-command');
    }
    const host = judgeTool(tool('run_snippet', 'Run a code snippet on the host.', { code: str() }));
    expect(host.risk).toBe('critical');
    expect(host.families).toContain('run-command');
  });
});

describe('resource kinds', () => {
  it("explaining a kind is documentation (low) and a resource's logs are read-logs, not read-any-resource", () => {
    const explain = judgeTool(
      tool('explain_kind', 'Get documentation for a resource kind or field.', { resource: str() }),
    );
    expect(explain.families).not.toContain('read-any-resource');
    expect(explain.risk).toBe('low');
    const logs = judgeTool(
      tool('fetch_workload_logs', 'Get the logs of a pod, deployment or job.', { resourceType: str(), name: str() }),
    );
    expect(logs.families).toEqual(['read-logs']);
  });
});

describe('paid tiers', () => {
  it('a tier, plan or sku enum with paid values is a cost signal; a free-only one is not', () => {
    expect(
      analyseSchema({ type: 'object', properties: { pricingTier: { type: 'string', enum: ['free', 'premium'] } } })
        .paidTier,
    ).toEqual(['pricingTier']);
    expect(
      analyseSchema({ type: 'object', properties: { tier: { type: 'string', enum: ['free'] } } }).paidTier,
    ).toEqual([]);
    const upgrade = judgeTool(
      tool('set_workspace_plan', 'Set the plan of a workspace.', {
        plan: { type: 'string', enum: ['starter', 'enterprise'] },
      }),
    );
    expect(upgrade.attacks).toContain('denial-of-wallet');
    expect(upgrade.policy.verdict).toBe('require-approval');
  });
});
