/**
 * The fourth round of engine mistakes hand reviewers reported after reading the servers' code, each checked on
 * invented look-alike tools (never a real tool's name), with the whole draft in view: category, risk, verdict.
 */
import { describe, expect, it } from 'vitest';
import { capFor } from '../src/lib/judgement/caps.ts';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { str, tool, rules, grade } from './support/judge.ts';

describe('a command given as its argument list', () => {
  it('runs whatever command line the caller writes: critical, approval, in the run-command family', () => {
    const cli = judgeTool(
      tool('run_infra_cli', 'Executes an infrastructure CLI command. One command at a time; no pipes.', {
        args: { type: 'array', items: { type: 'string' } },
      }),
    );
    expect(`${cli.category}/${cli.risk}/${cli.policy.verdict}`).toBe('Execute/critical/require-approval');
    expect(cli.families).toContain('run-command');
    expect(cli.attacks).toContain('command-injection');
    // The rationale says what runs: the command line in args, not "an action outside the conversation".
    expect(cli.rationale).toMatch(/^It runs whatever command line the caller writes in `args`/);
    const helper = judgeTool(
      tool('start_helper', 'Start a helper.', {
        binary: str('Which helper binary to start'),
        args: { type: 'array', items: { type: 'string' } },
      }),
    );
    expect(helper.evidence.find((step) => step.rule === 'runs-code')?.match).toMatch(/^args/);
  });

  it('does not read the arguments of an API operation or a file helper as a command line', () => {
    expect(
      rules(
        tool('invoke_hosted_operation', 'Invoke an operation of the hosted API by name.', {
          operation_name: str(),
          args: { type: 'object' },
        }),
      ),
    ).not.toContain('runs-code');
    expect(rules(tool('box_read_file', 'Read a file in the sandbox box.', { args: { type: 'object' } }))).not.toContain(
      'runs-code',
    );
  });
});

describe('an address whose host the server fixes', () => {
  it('is no fetch when a path, an id or a name may stand in for the URL', () => {
    for (const definition of [
      tool('read_vendor_docs', 'Fetch a page of the vendor documentation.', {
        url: str('Documentation URL or path (e.g. https://docs.example.test/a/b or a/b)'),
      }),
      tool('get_board_post', 'Fetch a board post with its replies.', {
        post_id: str(),
        url: str('Full board URL (alternative to post_id)'),
      }),
      tool('get_endpoint_contract', 'Get the contract of one endpoint of the hosted API.', {
        endpoint: str('The name of the endpoint to describe'),
      }),
    ]) {
      expect(rules(definition), definition.name).not.toContain('fetches-url');
      expect(judgeTool(definition).families, definition.name).not.toContain('fetch-url');
      expect(grade(definition), definition.name).toBe('Read/low/allow');
    }
  });

  it('is still a fetch when the caller names any host, or a local file beside it', () => {
    expect(
      rules(tool('read_any_page', 'Fetch a web page and return its text.', { url: str('Address of the page') })),
    ).toContain('fetches-url');
    expect(
      rules(tool('read_any_pdf', 'Read a PDF and return its text.', { url: str('URL or local file path of the PDF') })),
    ).toContain('fetches-url');
  });
});

describe('an output path on a tool whose verb reads', () => {
  it('writes a file where the caller says: not read-only', () => {
    const judged = judgeTool(
      tool('download_vault_file', 'Download a file as base64 or to disk.', {
        file_id: str(),
        outputPath: str('Directory to save the file (optional)'),
      }),
    );
    expect(judged.effect.readOnly).toBe(false);
    expect(judged.category).toBe('Write');
    expect(judged.evidence.map((step) => step.rule)).toEqual(
      expect.arrayContaining(['saves-to-chosen-path', 'writes-chosen-path']),
    );
    expect(
      judgeTool(
        tool('snap_component', 'Take a screenshot of a component.', {
          name: str(),
          output_path: str('Custom output path for the screenshot (optional)'),
        }),
      ).effect.readOnly,
    ).toBe(false);
  });

  it('leaves a read with only an output format, or no path at all, a read', () => {
    expect(
      judgeTool(
        tool('get_cluster_items', 'Get items of the cluster.', {
          kind: str(),
          output: str('Output format: json or yaml'),
        }),
      ).effect.readOnly,
    ).toBe(true);
    expect(
      judgeTool(tool('download_vault_file', 'Download a file and return it as base64.', { file_id: str() })).effect
        .readOnly,
    ).toBe(true);
  });
});

describe('a send to a recipient the caller writes', () => {
  it('needs approval: whatever it carries can go to anyone', () => {
    expect(
      grade(
        tool('send_notice_mail', 'Send an email.', {
          to: { type: 'array', items: { type: 'string' } },
          subject: str(),
          body: str(),
        }),
      ),
    ).toBe('Execute/high/require-approval');
    expect(grade(tool('send_text_notice', 'Send a text message.', { phone_number: str(), text: str() }))).toBe(
      'Execute/high/require-approval',
    );
  });

  it('stays a medium-risk send, capped once reviewed, when the destination is fixed or only filters a list', () => {
    const note = judgeTool(tool('post_status_note', 'Post a status note to the team channel.', { text: str() }));
    // Medium, not high: a draft waits for a person, as every unchecked change at medium risk does.
    expect(grade(tool('post_status_note', 'Post a status note to the team channel.', { text: str() }))).toBe(
      'Execute/medium/require-approval',
    );
    expect(note.evidence.map((step) => step.rule)).not.toContain('sends-to-anyone');
    expect(
      judgeTool(tool('list_sent_notices', 'List mails sent from the mailbox.', { to: str() })).policy.verdict,
    ).toBe('allow');
  });
});

describe('a billed app created from a spec', () => {
  it('is Financial when the spec sizes the machines it runs on', () => {
    const judged = judgeTool(
      tool('create_site_from_spec', 'Creates a hosted site from a site spec.', {
        spec: {
          type: 'object',
          properties: {
            name: str(),
            services: {
              type: 'array',
              items: { type: 'object', properties: { instance_size_slug: str(), instance_count: { type: 'integer' } } },
            },
          },
        },
      }),
    );
    expect(`${judged.category}/${judged.risk}/${judged.policy.verdict}`).toBe('Financial/high/require-approval');
    expect(judged.families).toContain('provision-billed-resource');
    expect(judged.attacks).toContain('denial-of-wallet');
  });

  it('is not when nothing in the spec sizes a machine, or a type is a kind rather than a size', () => {
    expect(
      judgeTool(
        tool('create_site_from_spec', 'Creates a hosted site from a site spec.', {
          spec: { type: 'object', properties: { name: str(), theme: str() } },
        }),
      ).category,
    ).not.toBe('Financial');
    expect(
      judgeTool(
        tool('deploy_runtime_service', 'Deploy a runtime service.', {
          name: str(),
          server_type: { type: 'string', enum: ['function', 'container'] },
        }),
      ).category,
    ).not.toBe('Financial');
    expect(
      judgeTool(
        tool('create_canvas_child', 'Create a child node on the canvas.', { parent_id: str(), node_type: str() }),
      ).category,
    ).not.toBe('Financial');
  });
});

describe('"network" in a name', () => {
  it('raises nothing when it is a graph, a committee network or a simulated condition', () => {
    expect(
      grade(
        tool('generate_network_chart', 'Generate a network chart of nodes and the edges between them.', {
          nodes: { type: 'array' },
          edges: { type: 'array' },
        }),
      ),
    ).toBe('Read/low/allow');
    expect(
      grade(
        tool('committee_network_analysis', 'Analyse the network of co-sponsorship between committees.', {
          committee_id: str(),
        }),
      ),
    ).toBe('Read/low/allow');
  });

  it('still reads recorded traffic as a source of credentials', () => {
    expect(rules(tool('get_network_calls', 'Get the recorded network calls of the app.'))).toContain(
      'captures-traffic',
    );
  });
});

describe('session recordings', () => {
  it('are personal data of the people recorded', () => {
    const judged = judgeTool(
      tool(
        'list_visit_sessions_recordings',
        'List the session recordings of site visitors, filtered by country and device.',
        { filters: { type: 'object' } },
      ),
    );
    expect(judged.risk).toBe('medium');
    expect(judged.evidence.find((step) => step.rule === 'reads-private-data')?.match).toMatch(/recordings/);
  });

  it('but a product demo recording is not', () => {
    expect(rules(tool('list_tour_recordings', 'List the demo recordings of the product tour.'))).not.toContain(
      'reads-private-data',
    );
  });
});

describe('a configuration file that is code', () => {
  it('runs when the tool loads it: Execute, critical, approval', () => {
    expect(
      grade(
        tool('build_client_sdk', 'Build SDK helpers from the build configuration.', {
          config: str('Path to build.config file (supports .ts, .js, .mjs)'),
          output: str('Output directory path'),
        }),
      ),
    ).toBe('Execute/critical/require-approval');
  });

  it('is only read when it is JSON or YAML', () => {
    expect(
      rules(
        tool('build_client_sdk', 'Build SDK helpers from the build configuration.', {
          config: str('Path to build.config.json'),
          output: str('Output directory path'),
        }),
      ),
    ).not.toContain('runs-code');
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
