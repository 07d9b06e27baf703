import type { ToolEntry } from '../../catalogue/reader.ts';
import { invertedCaps } from '../../judgement/caps.ts';
import { defineCheck, type Finding } from '../check.ts';

const cap = (tool: ToolEntry) =>
  tool.record.policy.verdict === 'rate-limit' ? `${tool.record.policy.max} per ${tool.record.policy.window}` : '';

export default defineCheck({
  id: 'caps-not-inverted',
  summary: 'Within a server, a riskier tool never gets a looser rate cap than a less risky one.',
  scope: 'catalogue',
  run(catalogue) {
    const byServer = new Map<string, ToolEntry[]>();
    for (const tool of catalogue.tools) byServer.set(tool.server, [...(byServer.get(tool.server) ?? []), tool]);
    const findings: Finding[] = [];
    for (const [server, tools] of byServer) {
      const seen = new Set<string>();
      for (const [high, low] of invertedCaps(
        tools.map((tool) => ({ ...tool, risk: tool.record.risk, policy: tool.record.policy })),
      )) {
        if (seen.has(high.file)) continue;
        seen.add(high.file);
        findings.push({
          file: high.file,
          path: ['policy'],
          message: `${high.record.risk}-risk ${high.record.name} is capped at ${cap(high)}, looser than ${low.record.risk}-risk ${low.record.name} of ${server} (${cap(low)})`,
          tip: 'a riskier tool must not get a looser cap than a less risky one on the same server: tighten this cap (npm run rejudge calibrates drafts)',
        });
      }
    }
    return { findings };
  },
});
