/**
 * The heuristic against the annotations real servers declare (../shared/mcp-servers),
 * with the same evaluation as scripts/eval-classifier.ts. Nothing is skipped: a
 * missing folder fails the suite, since the thresholds mean nothing without it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkServerFile, evaluate, type ServerFile } from '../src/lib/judgement/evaluation/hint-agreement.ts';
import { formatEvaluation } from '../src/lib/judgement/evaluation/hint-report.ts';
import { judgeTool } from '../src/lib/judgement/index.ts';
import { draftRecord } from '../src/lib/import/records.ts';
import { definitionOf } from '../src/lib/import/definition.ts';
import { checkToolRecord } from '../src/lib/validate/runner.ts';
import { toolSchema } from '../src/schema/tool.ts';

// The reference set lives beside the repository (as in CI); SHARED_SERVERS_DIR points elsewhere.
const SHARED = process.env.SHARED_SERVERS_DIR
  ? resolve(process.env.SHARED_SERVERS_DIR)
  : resolve(import.meta.dirname, '../../shared/mcp-servers');

function loadServers(): ServerFile[] {
  if (!existsSync(SHARED)) {
    throw new Error(
      `The shared server set is missing: expected *.json server files in ${SHARED} (a sibling "shared/mcp-servers" folder of the repository). Clone beside it, or set SHARED_SERVERS_DIR to the folder.`,
    );
  }
  const names = readdirSync(SHARED)
    .filter((name) => name.endsWith('.json'))
    .sort();
  if (names.length === 0) throw new Error(`No *.json server files in ${SHARED}.`);
  return names.map((name) => {
    const data: unknown = JSON.parse(readFileSync(join(SHARED, name), 'utf8'));
    const problem = checkServerFile(data);
    if (problem !== undefined) throw new Error(`${name} is not a server file: ${problem}`);
    return data as ServerFile;
  });
}

describe('heuristic vs declared annotations on the shared servers', () => {
  const servers = loadServers();
  const evaluation = evaluate(servers);
  const report = formatEvaluation(evaluation);

  it('covers every tool of every file', () => {
    expect(evaluation.tools).toBe(servers.reduce((sum, server) => sum + server.tools.length, 0));
    expect(evaluation.readOnly.total).toBeGreaterThan(0);
    expect(evaluation.destructive.total).toBeGreaterThan(0);
  });

  it('agrees on readOnly for at least 97% of tools that declare readOnlyHint', () => {
    expect(evaluation.readOnly.rate, report).toBeGreaterThanOrEqual(0.97);
  });

  it('agrees on destructive for at least 90% of non-read-only tools that declare destructiveHint', () => {
    expect(evaluation.destructive.rate, report).toBeGreaterThanOrEqual(0.9);
  });

  it('beats the naive first-verb baseline on both', () => {
    expect(evaluation.readOnly.rate).toBeGreaterThan(evaluation.baseline.readOnly.rate);
    expect(evaluation.destructive.rate).toBeGreaterThan(evaluation.baseline.destructive.rate);
  });

  it('produces records that pass checkToolRecord and the tool schema, with and without annotations', () => {
    const problems: string[] = [];
    for (const server of servers) {
      for (const tool of server.tools) {
        for (const ignoreAnnotations of [true, false]) {
          const judgement = judgeTool(tool, { ignoreAnnotations });
          const record = draftRecord(definitionOf(tool), judgement, '2025-01-01');
          const where = `${server.server.slug}/${tool.name}${ignoreAnnotations ? ' (annotations ignored)' : ''}`;
          for (const issue of checkToolRecord(record)) problems.push(`${where}: ${issue.message}`);
          const parsed = toolSchema.safeParse(record);
          if (!parsed.success)
            problems.push(
              `${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
            );
          if (!judgement.effect.readOnly && judgement.attacks.length === 0)
            problems.push(`${where}: changes state but lists no attack`);
          if (judgement.attacks.includes('rug-pull')) problems.push(`${where}: lists the server-wide rug-pull`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
