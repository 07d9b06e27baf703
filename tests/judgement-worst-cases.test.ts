/**
 * The worst misjudgements an expert audit found (../shared/reviews/2026-12/judgement-audit.md and the one before it), each checked on an invented look-alike: same behaviour, different names and words, so the rules are tested, not the real records; and rate caps that run the right way.
 */
import { describe, expect, it } from 'vitest';
import { capFor } from '../src/lib/judgement/caps.ts';
import { judge, str } from './support/judge.ts';

describe("the audit's worst cases, on look-alikes", () => {
  it('1. alerts that hand back a leaked secret are high risk and held for approval', () => {
    const j = judge(
      'get_leak_detection_finding',
      'Get a secret detection finding for a project, including the secret value that matched.',
      { project: str(), id: str() },
    );
    expect(j).toMatchObject({
      category: 'Read',
      risk: 'high',
      policy: { verdict: 'require-approval' },
      flow: { source: true },
    });
  });
  it('2. a tool that saves every session cookie is graded above reading one cookie', () => {
    const dump = judge(
      'tab_save_storage_state',
      'Save the storage state of the browser, cookies included, to a file.',
      { filename: str() },
      { readOnlyHint: true },
    );
    expect(dump).toMatchObject({ risk: 'high', policy: { verdict: 'require-approval' } });
  });
  it('3. find and export over a whole collection are medium with exfiltration and injection', () => {
    for (const j of [
      judge(
        'query_docs',
        'Run a query against a document collection.',
        { collection: str(), filter: { type: 'object', description: "Query filter in the store's syntax" } },
        { readOnlyHint: true },
      ),
      judge('dump_collection', 'Export a collection to a file.', { collection: str() }, { readOnlyHint: true }),
    ]) {
      expect(j.risk).toBe('medium');
      expect(j.attacks).toEqual(expect.arrayContaining(['data-exfiltration', 'indirect-prompt-injection']));
    }
  });
  it('4. arbitrary search DSL over every index is medium, and the rationale names no product as object', () => {
    const j = judge(
      'lucene_search',
      'Perform a search with the provided query DSL.',
      { index: str(), query_body: { type: 'object', description: 'Complete query DSL object' } },
      { readOnlyHint: true },
    );
    expect(j.risk).toBe('medium');
    expect(j.rationale).not.toMatch(/searches the lucene/);
  });
  it('5. a get over any resource kind is medium', () => {
    const j = judge(
      'cluster_get',
      'Get or list cluster resources by resource type and name.',
      { resourceType: str('Type of resource (pods, configmaps, …)'), name: str() },
      { readOnlyHint: true },
    );
    expect(j.risk).toBe('medium');
    expect(j.rationale).not.toMatch(/returns the cluster\b/);
  });
  it('6. editing a live connection configuration is high and held for approval', () => {
    expect(
      judge(
        'pool_config_edit',
        'Edit the connection settings (host, user, database) of a connection pool used by deployed functions.',
        { id: str(), host: str() },
      ),
    ).toMatchObject({ risk: 'high', policy: { verdict: 'require-approval' } });
  });
  it('7. uploading local files to an open page is held for approval with exfiltration', () => {
    const j = judge('page_upload_files', 'Upload one or more files to the page.', {
      paths: { type: 'array', items: { type: 'string' } },
    });
    expect(j.policy.verdict).toBe('require-approval');
    expect(j.attacks).toContain('data-exfiltration');
  });
  it('8 and 9. scaling or pausing running infrastructure is held for approval', () => {
    expect(
      judge('scale_workload', 'Scale a workload to a number of replicas.', { replicas: { type: 'number' } }).policy
        .verdict,
    ).toBe('require-approval');
    expect(judge('cloud-pause-cluster', 'Pause or resume a database cluster.', { cluster: str() }).policy.verdict).toBe(
      'require-approval',
    );
  });
  it('10. pushing files to a branch needs approval, like a merge', () => {
    expect(
      judge('commit_files', 'Push several files to a branch in a single commit.', {
        branch: str(),
        files: { type: 'array' },
      }).policy.verdict,
    ).toBe('require-approval');
    expect(
      judge('put_repo_file', 'Create or update a file in a repository.', { path: str(), content: str(), branch: str() })
        .policy.verdict,
    ).toBe('require-approval');
  });
  it('11. an hourly-billed cache is Financial; agent-written resolver code is held for approval', () => {
    expect(
      judge('create_query_cache', 'Creates a cache for an API.', {
        type: { type: 'string', enum: ['SMALL', 'LARGE'] },
      }),
    ).toMatchObject({ category: 'Financial', policy: { verdict: 'require-approval' } });
    expect(
      judge('create_field_handler', 'Creates a handler attached to a schema field.', { code: str('Handler code') })
        .policy.verdict,
    ).toBe('require-approval');
  });
  it('12. setting a key overwrites what was there and is not called reversible', () => {
    const j = judge('kv_set', 'Set a key to a value, with an optional expiry.', { key: str(), value: str() });
    expect(j.effect.destructive).toBe(true);
    expect(j.risk).toBe('high');
    expect(j.rationale).not.toMatch(/can be put back/);
  });
  it('13. labels, subscriptions and sub-issue links are capped Writes, not Destructive', () => {
    for (const j of [
      judge('tag_write', 'Add or remove tags on a ticket.', { method: { type: 'string', enum: ['add', 'remove'] } }),
      judge('unlink_sub_issue', 'Remove a sub-issue from its parent.'),
    ]) {
      expect(j.category).toBe('Write');
      expect(j.policy.verdict).toBe('rate-limit');
      expect(['low', 'medium']).toContain(j.risk);
    }
  });
  it("14. trivial page actions are low; ending the agent's own session is at most medium; an enum subcommand is no command injection", () => {
    expect(judge('page_hover', 'Hover over an element on the page.', { selector: str() }).risk).toBe('low');
    expect(['low', 'medium']).toContain(judge('end_browser_session', 'Close a browser session.').risk);
    const rollout = judge('release_rollout', 'Manage the rollout of a release.', {
      subCommand: { type: 'string', enum: ['status', 'history', 'undo', 'restart'] },
      name: str(),
    });
    expect(rollout.attacks).not.toContain('command-injection');
  });
  it('15. pagination tokens, model token prices and public statistics are not credentials', () => {
    const pricing = judge('get_rate_card', 'Get public list prices for a service, including LLM token prices.', {
      service: str(),
      next_token: str('Pagination token'),
    });
    expect(pricing.attacks).not.toContain('token-passthrough');
    expect(pricing.risk).toBe('low');
    const stats = judge(
      'get_exposed_credentials_stats',
      'Exposed credentials statistics over time, aggregated by country.',
    );
    expect(stats.risk).not.toBe('high');
  });
});

describe('rate caps run the right way', () => {
  it('never caps a high-risk tool per minute, and caps infrastructure per hour or day', () => {
    const infra = judge('restart_service', 'Restart a service.');
    // High risk: held for approval by the table; a reviewer who caps it caps it per hour or per day.
    expect(infra).toMatchObject({ risk: 'high', policy: { verdict: 'require-approval' } });
    expect(['hour', 'day']).toContain(capFor(infra.cadence, infra.risk).window);
  });
});
