import { str, tool } from '../../examples.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { codeInOtherShape } from '../../signals/command.ts';

export default defineRule({
  id: 'category-execute-code',
  stage: 'category',
  summary: 'It runs code, commands or statements the caller writes. Execute.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    if (!facts.inferred.runsCode) {
      const other = codeInOtherShape(facts);
      return other !== undefined ? { signal: 'parameter', match: other } : undefined;
    }
    const parameter = [...facts.inferred.schema.code, ...facts.inferred.schema.sql][0];
    return parameter !== undefined
      ? { signal: 'parameter', match: parameter }
      : hitVerb(facts, wordSet('run exec execute eval invoke call script shell spawn'));
  },
  then: { category: 'Execute' },
  says: 'it runs what the caller supplies in {match}',
  examples: {
    fires: [
      tool('run_script', 'Run a shell script.', { script: str }),
      tool('generate_client_code', 'Generate API client helpers with the build configuration.', {
        config: { type: 'string', description: 'Path to the build.config file (supports .ts, .js, .cjs)' },
        output: str,
      }),
    ],
    quiet: [
      tool('get_script', 'Get a stored script.'),
      tool('generate_client_code', 'Generate API client helpers.', {
        config: { type: 'string', description: 'Path to the build.config.json file' },
        output: str,
      }),
      // A project folder that holds a code config is uploaded, not loaded by this tool; an output path is written, not run.
      tool('upload_handler_project', 'Upload a handler project from a local directory to the hosting service.', {
        project_path: {
          type: 'string',
          description: 'Path to the project directory (contains app.config.ts and handlers/)',
        },
      }),
    ],
  },
});
