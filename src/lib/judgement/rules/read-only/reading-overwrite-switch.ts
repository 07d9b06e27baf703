import { allVerbsRead } from '../../reading.ts';
import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { ANALYSE_VERBS, PRODUCING_VERBS } from '../../vocabulary/verbs-analysis.ts';

export default defineRule({
  id: 'reading-overwrite-switch',
  stage: 'read-only',
  summary:
    'A switch to overwrite what is already there (overwrite, force_overwrite, replace_existing) exists only on tools that write files or records: a download or template tool with one writes.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred)) return undefined;
    const primary = facts.inferred.verbs[0];
    const parameter = facts.inferred.schema.parameters.find(
      (candidate) =>
        /^(?:overwrite|overwrite_?existing|force_?overwrite|allow_?overwrite|replace_?existing|clobber)$/i.test(
          candidate.name.replace(/-/g, '_'),
        ) &&
        (candidate.type === 'boolean' || candidate.type === ''),
    );
    const analyses = primary !== undefined && ANALYSE_VERBS.has(primary.lemma) && !PRODUCING_VERBS.has(primary.lemma);
    return parameter && !analyses ? { signal: 'parameter', match: parameter.name } : undefined;
  },
  then: (_facts, hit) => ({
    readOnly: false,
    reason: `its ${hit.match} switch replaces what is already there, which only a tool that writes needs`,
    addVerbs: [{ lemma: 'write', cls: 'create', source: 'inferred' }],
  }),
  says: 'its {match} switch replaces what is already there, which only a tool that writes needs',
  examples: {
    fires: [
      tool('download_starter', 'Download a starter project into the working folder.', {
        template: str,
        overwrite: { type: 'boolean', description: 'Overwrite existing files' },
      }),
      tool('generate_lint_config', 'Generate lint configuration files for the project.', {
        folder: str,
        overwrite_existing: { type: 'boolean' },
      }),
    ],
    quiet: [
      tool('download_starter', 'Download a starter project as a zip and return its link.', { template: str }),
      tool('validate_config', 'Validate the config.', { overwrite: { type: 'boolean' } }),
    ],
  },
});
