/**
 * Readings of whole definitions: nested parameters, verbs we do not know, generic verbs that only read, API disclaimers, apps on a test device, browsers installed, mouse and keyboard actions. Invented look-alike tools only; the reading stages themselves are tested in judgement-reading.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { capFor } from '../src/lib/judgement/caps.ts';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { analyseSchema } from '../src/lib/judgement/signals/schema.ts';
import { analyseDescription, stripDisclaimers } from '../src/lib/judgement/signals/description.ts';
import { bool, grade, rules, str, tool } from './support/judge.ts';

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

describe('verbs we do not know', () => {
  it('reads "re" and a known verb as that verb done again, with low confidence and a flag', () => {
    const again = judgeTool(
      tool('resend_confirmation', 'Resend the confirmation message of a booking.', { booking_id: str() }),
    );
    expect(again.category).toBe('Execute');
    expect(again.risk).toBe('medium');
    expect(again.confidence).toBe('low');
    expect(again.flags.join(' ')).toMatch(/"resend" is not a verb we know; read as "send"/);
  });

  it('judges an unknown verb a medium change, not destructive, flagged, with an honest rationale', () => {
    const unknown = judgeTool(tool('frobulate', 'Frobulate', {}));
    expect(unknown.category).toBe('Write');
    expect(unknown.risk).toBe('medium');
    expect(unknown.effect.destructive).toBe(false);
    expect(unknown.confidence).toBe('low');
    expect(unknown.flags.join(' ')).toMatch(/"frobulate" is not one we know/);
    expect(unknown.rationale).toMatch(/not certain/);
    expect(rules(tool('frobulate', 'Frobulate', {}))).not.toContain('overwrites-existing');
  });
});

describe('"manage" and "track" that only read', () => {
  it('is a Read when every operation it offers lists or gets, or it tracks a status', () => {
    const boards = judgeTool(
      tool('manage_shelf_boards', 'List boards or get board details and settings.', {
        operation: { type: 'string', enum: ['get', 'list'] },
        board_id: str(),
      }),
    );
    expect(boards.category).toBe('Read');
    expect(boards.evidence.map((step) => step.rule)).toContain('context-generic-reads');
    expect(
      judgeTool(
        tool(
          'track_bill_progress',
          'Track the progress of a bill through its legislative stages, with its current status and timeline.',
          { bill_id: str() },
        ),
      ).category,
    ).toBe('Read');
  });

  it('stays a change when an operation writes or the tracking records something', () => {
    expect(
      judgeTool(
        tool('manage_shelf_boards', 'Manage boards.', {
          operation: { type: 'string', enum: ['get', 'list', 'create'] },
        }),
      ).category,
    ).not.toBe('Read');
    expect(
      judgeTool(
        tool('track_signup_event', 'Track an analytics event: records a signup in the event log.', { event: str() }),
      ).category,
    ).not.toBe('Read');
  });
});

describe('API disclaimers', () => {
  it('are not read as what the tool does', () => {
    expect(stripDisclaimers('Results may change between calls.')).not.toMatch(/change/);
    expect(
      analyseDescription(
        'List boards. The response format may change and fields may be removed in a later version.',
      ).allVerbs.map((verb) => verb.lemma),
    ).toEqual(['list']);
    const report = judgeTool(
      tool('create_usage_digest', 'Create a usage digest; deprecated fields may be removed in a later version.'),
    );
    expect(report.category).toBe('Write');
    expect(report.effect.destructive).toBe(false);
    expect(
      judgeTool(
        tool(
          'get_rate_card',
          'Get the rate card. Prices may change without notice; this endpoint is experimental and may change.',
        ),
      ).category,
    ).toBe('Read');
  });

  it('leave statements of what the tool does to data alone', () => {
    expect(stripDisclaimers('Replace the record; fields you omit will be removed.')).toMatch(/will be removed/);
    expect(stripDisclaimers('This tool will change the owner of the file.')).toMatch(/change the owner/);
    const purge = judgeTool(tool('purge_stale_rows', 'Purge stale rows; existing rows may be deleted permanently.'));
    expect(purge.category).toBe('Destructive');
  });
});

describe('apps on a test device', () => {
  it('terminating the app under test on a simulator is no outage', () => {
    const kill = judgeTool(
      tool('sim_end_app', 'Terminate a running app on the iOS simulator by bundle identifier.', { bundle_id: str() }),
    );
    expect(
      rules(
        tool('sim_end_app', 'Terminate a running app on the iOS simulator by bundle identifier.', { bundle_id: str() }),
      ),
    ).not.toContain('causes-outage');
    expect(kill.families).not.toContain('stop-infrastructure');
    expect(['low', 'medium']).toContain(kill.risk);
    expect(kill.policy.verdict).not.toBe('require-approval');
  });

  it('terminating an app that serves others still is', () => {
    const serverApp = judgeTool(
      tool('terminate_hosted_app', 'Terminate an app on the cluster and release its instances.', { app_id: str() }),
    );
    expect(serverApp.evidence.map((step) => step.rule)).toContain('causes-outage');
    expect(serverApp.policy.verdict).toBe('require-approval');
  });
});

describe('installing a browser', () => {
  it('is setup, not a page interaction; a forced install replaces the browser there (destructive)', () => {
    const forced = judgeTool(
      tool('crawler_browser_install', 'Install the headless browser binary the crawler drives.', {
        force: bool('Install again even if present'),
      }),
    );
    expect(forced.evidence.map((step) => step.rule)).not.toContain('context-page-interaction');
    expect(forced.category).toBe('Execute');
    expect(forced.effect.destructive).toBe(true);
    const plain = judgeTool(tool('crawler_browser_install', 'Install the headless browser binary the crawler drives.'));
    expect(plain.effect.destructive).toBe(false);
  });
});

describe('a list of mouse and keyboard actions', () => {
  const desktop = tool('desk_pilot', 'Use a mouse and keyboard to interact with a computer, and take screenshots.', {
    action: {
      type: 'string',
      enum: [
        'key',
        'type',
        'mouse_move',
        'left_click',
        'left_click_drag',
        'scroll',
        'get_screenshot',
        'get_cursor_position',
      ],
    },
    coordinate: { type: 'array' },
    text: str(),
  });

  it('is no overwrite: typing and moving the pointer replace no data, and driving the whole desktop is Execute, critical', () => {
    const judged = judgeTool(desktop);
    expect(judged.effect.destructive).toBe(false);
    expect(`${judged.category}/${judged.risk}/${judged.policy.verdict}`).toBe('Execute/critical/require-approval');
    expect(judged.evidence.map((step) => step.rule)).toEqual(
      expect.arrayContaining(['input-actions-not-overwrites', 'category-desktop-control']),
    );
    expect(judged.rationale).toMatch(/^It moves the mouse, clicks and types on the computer itself/);
  });

  it('keeps a removal offered beside the actions', () => {
    const judged = judgeTool(
      tool('desk_pilot', 'Use a mouse and keyboard to interact with a computer.', {
        action: { type: 'string', enum: ['click', 'type', 'delete_file'] },
      }),
    );
    expect(judged.effect.destructive).toBe(true);
  });
});

describe('"install" beside a browser', () => {
  it('sets up the browser binary: Execute capped per hour as infrastructure, not a page action', () => {
    const judged = judgeTool(
      tool('browser_binary_install', 'Install the Chromium browser binary. Call this when the browser is missing.', {
        withDeps: { type: 'boolean' },
      }),
    );
    expect(judged.category).toBe('Execute');
    expect(judged.evidence.map((step) => step.rule)).toContain('installs-browser-software');
    expect(judged.evidence.map((step) => step.rule)).not.toContain('category-ui');
    expect(judged.policy).toEqual({ verdict: 'require-approval' });
    expect(capFor(judged.cadence, judged.risk).window).toBe('hour');
    expect(judged.rationale).toMatch(/not an action on a page/);
    expect(judged.rationale).not.toMatch(/on a live page/);
  });

  it('adds an extension whose code runs on every page: high, approval', () => {
    expect(
      grade(
        tool('tab_addon_install', 'Install a Firefox add-on from an .xpi archive.', {
          path: str(),
          permanent: { type: 'boolean' },
        }),
      ),
    ).toBe('Execute/high/require-approval');
  });
});
