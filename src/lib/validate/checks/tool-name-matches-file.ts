import { basename } from 'node:path';
import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'tool-name-matches-file',
  summary: 'A tool record is stored in the file named after its MCP name: tools/<name>.yaml.',
  scope: 'record',
  run(catalogue) {
    const findings: Finding[] = [];
    for (const tool of catalogue.tools) {
      const fileName = basename(tool.file);
      const stem = fileName.replace(/\.yaml$/, '');
      if (tool.record.name === stem) continue;
      findings.push({
        file: tool.file,
        path: ['name'],
        message: `name "${tool.record.name}" does not match the file name "${fileName}"`,
        tip: `rename the file to ${tool.record.name}.yaml, or set name: ${stem}`,
      });
    }
    return { findings };
  },
});
