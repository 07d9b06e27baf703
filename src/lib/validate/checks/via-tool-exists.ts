import { closeNames } from '../../text/did-you-mean.ts';
import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'via-tool-exists',
  summary: "A behaviour's viaTool names a tool of the same server.",
  scope: 'catalogue',
  run(catalogue) {
    const findings: Finding[] = [];
    const toolsOf = new Map<string, string[]>();
    for (const tool of catalogue.tools)
      toolsOf.set(tool.server, [...(toolsOf.get(tool.server) ?? []), tool.record.name]);
    for (const server of catalogue.servers) {
      const names = toolsOf.get(server.slug) ?? [];
      for (const [index, behaviour] of (server.record.behaviours ?? []).entries()) {
        if (behaviour.viaTool === undefined || names.includes(behaviour.viaTool)) continue;
        const close = closeNames(behaviour.viaTool, names);
        findings.push({
          file: server.file,
          path: ['behaviours', index, 'viaTool'],
          message: `viaTool "${behaviour.viaTool}" is not a tool of this server`,
          tip:
            close.length > 0
              ? `did you mean ${close.map((n) => `"${n}"`).join(' or ')}?`
              : 'name one of its tools, or leave viaTool out when no tool call sets it off',
        });
      }
    }
    return { findings };
  },
});
