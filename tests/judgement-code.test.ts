/**
 * Code and commands a tool runs: code evaluated in a service's own sandbox, commands given as argument lists, configuration files that are code, generic API callers, sub-command selectors and query filters that are not code. Invented look-alike tools only.
 */
import { describe, expect, it } from 'vitest';
import { judgeTool } from '../src/lib/judgement/engine.ts';
import { VERDICT_TABLE } from '../src/lib/judgement/verdict-table.ts';
import { analyseSchema } from '../src/lib/judgement/signals/schema.ts';
import { grade, rules, str, tool } from './support/judge.ts';

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

describe('sub-command selectors', () => {
  it("a command parameter that lists the tool's own operations is not code", () => {
    for (const command of [
      str('The task to run: status|list|sync'),
      { type: 'string', enum: ['status', 'list', 'sync'] },
      str('One of: status, list, sync'),
    ]) {
      const definition = tool('run_mirror_task', 'Run a task of the mirror service.', { command });
      expect(analyseSchema(definition.inputSchema).code).toEqual([]);
      expect(rules(definition)).not.toContain('runs-code');
      expect(judgeTool(definition).risk).not.toBe('critical');
    }
    const router = tool(
      'cloud_blobs',
      'Blob operations. This tool routes sub commands: set "command" and put its arguments in "parameters".',
      { command: str('The command to execute against the tool.'), parameters: { type: 'object' } },
    );
    expect(rules(router)).not.toContain('runs-code');
  });

  it('reads the operations it lists, so a listed delete still makes the tool destructive', () => {
    const definition = tool('run_mirror_task', 'Run a task of the mirror service.', {
      command: str('The task to run: status|list|purge'),
    });
    expect(analyseSchema(definition.inputSchema).operations.map((operation) => operation.lemma)).toContain('purge');
    expect(judgeTool(definition).effect.destructive).toBe(true);
  });

  it('a shell command, even one whose example has a pipe, still runs code', () => {
    const shell = tool('run_on_host', 'Run a command on the host.', {
      command: str('Shell command line to run, e.g. ps|head'),
    });
    expect(rules(shell)).toContain('runs-code');
    expect(judgeTool(shell).risk).toBe('critical');
    expect(
      rules(
        tool('exec_step', 'Run a command in the build container.', {
          command: str('Command to execute, e.g. npm test'),
        }),
      ),
    ).toContain('runs-code');
  });
});

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

describe('generic API callers', () => {
  it('are judged by their widest power: a free service and action can delete, so Destructive, critical, approval', () => {
    const judged = judgeTool(
      tool('invoke_cloud_api', 'Generic tool that calls a cloud control-plane API by service and action name.', {
        service: str('Service name'),
        action: str('API action name'),
        params: { type: 'object' },
      }),
    );
    expect(judged.category).toBe('Destructive');
    expect(judged.risk).toBe('critical');
    expect(judged.policy.verdict).toBe('require-approval');
    expect(judged.evidence.map((step) => step.rule)).toEqual(
      expect.arrayContaining(['calls-any-operation', 'category-any-operation', 'calls-any-endpoint']),
    );
    expect(judged.rationale).toMatch(/any call the API allows/);
  });

  it('hold a free endpoint of a writing call for approval, and leave reads and closed operation lists alone', () => {
    const post = judgeTool(
      tool('tracker_post', 'Send a POST request to any endpoint of the tracker API.', {
        path: str('API path, e.g. /rest/api/3/issue'),
        body: { type: 'object' },
      }),
    );
    expect(post.risk === 'high' || post.risk === 'critical').toBe(true);
    expect(post.policy.verdict).toBe('require-approval');
    expect(
      rules(
        tool('tracker_get', 'Read any tracker data with a GET request.', {
          path: str('API path'),
          query_params: { type: 'object' },
        }),
      ),
    ).not.toContain('calls-any-endpoint');
    expect(
      rules(
        tool('card_write', 'Write operations on cards.', {
          method: str("Operation: 'create' adds a card, 'update' changes one."),
          body: { type: 'object' },
        }),
      ),
    ).not.toContain('calls-any-operation');
    expect(
      rules(
        tool('mock_route', 'Mock responses of the app API.', {
          method: str('Restrict to one HTTP method.'),
          body: { type: 'object' },
        }),
      ),
    ).not.toContain('calls-any-operation');
  });
});

describe('OData list filters and free-form queries', () => {
  const odata = tool('list-team-tasks', 'List the tasks of a team plan.', {
    planId: str(),
    filter: str('OData filter expression'),
    search: str('KQL search query'),
    top: { type: 'integer' },
    select: str('Fields to return'),
    orderby: str('Sort expression'),
  });

  it('a filter over the one collection a list returns is not an arbitrary query', () => {
    const judgement = judgeTool(odata);
    expect(rules(odata)).not.toContain('free-form-query');
    expect(rules(odata)).toContain('filters-listed-collection');
    expect(judgement.families).not.toContain('arbitrary-query');
    expect(judgement.attacks).not.toContain('indirect-prompt-injection');
  });

  it('a query language over a data store stays medium with exfiltration and injection', () => {
    for (const definition of [
      tool('query_warehouse', 'Run a read-only query against the warehouse.', { query: str('SQL query to run') }),
      tool('find_records', 'Find records in a collection.', {
        collection: str(),
        filter: { type: 'object', description: 'Query filter' },
      }),
      tool('search_event_index', 'Search the events of an index with a query in the search DSL.', {
        index: str(),
        dsl: { type: 'object', description: 'Query DSL body' },
      }),
    ]) {
      const judgement = judgeTool(definition);
      expect(judgement.risk, definition.name).toBe('medium');
      expect(judgement.attacks, definition.name).toEqual(
        expect.arrayContaining(['data-exfiltration', 'indirect-prompt-injection']),
      );
      expect(judgement.families, definition.name).toContain('arbitrary-query');
    }
  });
});
