import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { validateCatalogue } from '../src/lib/validate/runner.ts';
import { formatProblem } from '../src/lib/catalogue/problems.ts';
import { baseFiles, makeCatalogue, validTool } from './support/catalogue.ts';
import { recordYaml } from '../src/lib/import/yaml-writer.ts';
import type { ToolRecord } from '../src/schema/tool.ts';

function problemsOf(files: Record<string, string | object | Uint8Array>) {
  const { root, cleanup } = makeCatalogue(files);
  try {
    const catalogue = validateCatalogue(root);
    return { catalogue, lines: catalogue.problems.map(formatProblem).map((l) => l.replace(`${root}/`, '')) };
  } finally {
    cleanup();
  }
}

describe('validate', () => {
  it('accepts a valid catalogue', () => {
    const { catalogue } = problemsOf(baseFiles());
    expect(catalogue.problems).toEqual([]);
    expect(catalogue.tools).toHaveLength(1);
    expect(catalogue.servers).toHaveLength(1);
  });

  it('rejects an empty mapping {} with every missing field named', () => {
    const { lines } = problemsOf({ ...baseFiles(), 'servers/example/tools/list_things.yaml': '{}\n' });
    for (const field of [
      'name',
      'description',
      'effect',
      'category',
      'risk',
      'rationale',
      'attacks',
      'policy',
      'review',
    ]) {
      expect(lines.some((l) => l.includes(`missing required field "${field}"`))).toBe(true);
    }
  });

  it('locates a wrong enum value and suggests the fix', () => {
    const tool = stringify(validTool('list_things', { category: 'Raed' }));
    const { lines } = problemsOf({ ...baseFiles(), 'servers/example/tools/list_things.yaml': tool });
    const line = tool.split('\n').findIndex((l) => l.startsWith('category:')) + 1;
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `list_things\\.yaml:${line}:11  category: expected one of Read, Write, Execute, Destructive, Financial; found the text "Raed"\\n    tip: did you mean "Read"\\?`,
        ),
      ),
    );
  });

  it('names an unknown field at its key, with a did-you-mean', () => {
    const tool = stringify({ ...validTool('list_things'), rationael: 'x' });
    const { lines } = problemsOf({ ...baseFiles(), 'servers/example/tools/list_things.yaml': tool });
    const line = tool.split('\n').findIndex((l) => l.startsWith('rationael:')) + 1;
    expect(lines).toContainEqual(
      expect.stringContaining(
        `list_things.yaml:${line}:1  unknown field "rationael"\n    tip: did you mean "rationale"?`,
      ),
    );
  });

  it('reports every problem of every file in one run', () => {
    const { lines } = problemsOf({
      ...baseFiles(),
      'servers/example/tools/a.yaml': validTool('b'),
      'servers/example/tools/c.yaml': validTool('c', {
        risk: 'hgh',
        policy: { verdict: 'rate-limit', max: 0, window: 'week' },
      }),
      'servers/example/tools/d.yaml': validTool('d', { attacks: ['data-exfiltraton'] }),
      'servers/Bad_Slug/server.yaml': {},
      'servers/orphan/tools/x.yaml': validTool('x'),
    });
    expect(lines.some((l) => l.includes('a.yaml') && l.includes('does not match the file name'))).toBe(true);
    expect(
      lines.some(
        (l) => l.includes('c.yaml') && l.includes('risk: expected one of') && l.includes('did you mean "high"'),
      ),
    ).toBe(true);
    expect(lines.some((l) => l.includes('c.yaml') && l.includes('policy.max'))).toBe(true);
    expect(lines.some((l) => l.includes('c.yaml') && l.includes('policy.window'))).toBe(true);
    expect(
      lines.some(
        (l) =>
          l.includes('d.yaml') &&
          l.includes('unknown attack id "data-exfiltraton"') &&
          l.includes('did you mean "data-exfiltration"'),
      ),
    ).toBe(true);
    expect(lines.some((l) => l.includes('Bad_Slug') && l.includes('not a valid server slug'))).toBe(true);
    expect(lines.some((l) => l.includes('servers/orphan') && l.includes('has no server.yaml'))).toBe(true);
  });

  it('rejects tools whose names differ only in case, naming both files', () => {
    const { lines } = problemsOf({
      ...baseFiles(),
      'servers/example/tools/List_Things.yaml': validTool('List_Things'),
    });
    expect(lines.some((l) => l.includes('differs only in case') && l.includes('list_things.yaml'))).toBe(true);
  });

  it('rejects a verdict that contradicts the category', () => {
    const { lines } = problemsOf({
      ...baseFiles(),
      'servers/example/tools/drop_all.yaml': validTool('drop_all', {
        effect: { readOnly: false, destructive: true, idempotent: false, openWorld: false, source: 'reviewed' },
        category: 'Destructive',
        risk: 'critical',
      }),
    });
    expect(lines.some((l) => l.includes('drop_all.yaml') && l.includes('verdict allow contradicts'))).toBe(true);
  });

  it('refuses non-https and javascript: repository URLs', () => {
    for (const repository of ['http://github.com/x/y', 'javascript:alert(1)', '/relative']) {
      const { lines } = problemsOf({
        ...baseFiles(),
        'servers/example/server.yaml': { ...(baseFiles()['servers/example/server.yaml'] as object), repository },
      });
      expect(lines.some((l) => l.includes('repository') && l.includes('https'))).toBe(true);
    }
  });

  it('drops nothing silently: an invalid tool is reported, never skipped quietly', () => {
    const { catalogue } = problemsOf({
      ...baseFiles(),
      'servers/example/tools/bad.yaml': validTool('bad', { risk: 'nope' }),
    });
    expect(catalogue.problems.length).toBeGreaterThan(0);
    expect(catalogue.tools.map((t) => t.record.name)).toEqual(['list_things']);
  });
});

describe('inputSchema', () => {
  it('rejects values JSON cannot carry, such as .nan and .inf', () => {
    const tool = stringify(
      validTool('list_things', { inputSchema: { type: 'object', properties: { n: { type: 'number', maximum: 1 } } } }),
    ).replace('maximum: 1', 'maximum: .inf');
    const { root, cleanup } = makeCatalogue({ ...baseFiles(), 'servers/example/tools/list_things.yaml': tool });
    try {
      const problems = validateCatalogue(root).problems.map(formatProblem);
      expect(problems).toContainEqual(
        expect.stringContaining('inputSchema: inputSchema holds a value JSON cannot carry'),
      );
    } finally {
      cleanup();
    }
  });
});

describe('a family that review.family corrects', () => {
  it('is a problem validate reports, marked as one re-judging repairs, and the record still loads so rejudge can reach it', () => {
    // Graded as its family (read-logs is medium/allow) and written in the schema's key order, so the drifted family is
    // the record's only problem.
    const tool = validTool('list_things', {
      risk: 'medium',
      family: 'read-logs',
      review: { ...validTool('list_things').review, family: 'none' },
    });
    const { catalogue, lines } = problemsOf({
      ...baseFiles(),
      'servers/example/tools/list_things.yaml': recordYaml('tool', tool as unknown as ToolRecord),
    });
    expect(lines).toHaveLength(1);
    expect(lines).toContainEqual(expect.stringContaining('family is read-logs but review.family says none'));
    expect(catalogue.problems.every((problem) => problem.repairable)).toBe(true);
    expect(catalogue.tools.map((t) => t.record.name)).toEqual(['list_things']);
  });

  it('is not repairable when review.family names no family, so rejudge refuses to run', () => {
    const tool = validTool('list_things', {
      review: { ...validTool('list_things').review, family: 'read-everything' },
    });
    const { catalogue, lines } = problemsOf({
      ...baseFiles(),
      'servers/example/tools/list_things.yaml': stringify(tool),
    });
    expect(lines).toContainEqual(expect.stringContaining('unknown family "read-everything"'));
    expect(catalogue.problems.some((problem) => problem.repairable)).toBe(false);
  });
});
