import { tool } from '../../examples.ts';
import { allVerbsRead } from '../../reading.ts';
import { quoteList } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'reading-saves-to-path',
  stage: 'read-only',
  summary:
    'A read that saves its result (a screenshot, a dump) to a path the caller names writes to the file system and can overwrite a file there.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred)) return undefined;
    const { schema, description } = facts.inferred;
    if (schema.savesToPath.length === 0 || description.readOnlyClaim) return undefined;
    return { signal: 'parameter', match: quoteList(schema.savesToPath) };
  },
  then: (_facts, hit) => ({
    readOnly: false,
    reason: `it saves its result to the path given in ${hit.match}`,
    addVerbs: [{ lemma: 'save', cls: 'create', source: 'operation' }],
  }),
  says: 'it saves its result to the path given in {match}, which writes a file',
  examples: {
    fires: [
      tool('take_screenshot', 'Take a screenshot of the page.', {
        outputPath: { type: 'string', description: 'File path to save the screenshot to.' },
      }),
      // The tool's description, not the parameter's, says files are saved under it.
      tool(
        'get_component_workflow',
        'Get the component workflow. Provide an absolute rootPath to save workflow files.',
        {
          rootPath: { type: 'string', description: 'The root path of the project.' },
          componentId: { type: 'string' },
        },
      ),
    ],
    quiet: [
      tool('take_screenshot', 'Take a screenshot of the page and return it.', { fullPage: { type: 'boolean' } }),
      tool('list_project_files', 'List the files under rootPath.', { rootPath: { type: 'string' } }),
    ],
  },
});
