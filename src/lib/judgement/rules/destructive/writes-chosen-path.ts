import { str, tool } from '../../examples.ts';
import { descriptionMatch } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { chosenOutputPath } from '../../signals/output-path.ts';

export default defineRule({
  id: 'writes-chosen-path',
  stage: 'destructive',
  summary:
    'It writes its result to a path the caller chooses: a file already at that path is replaced, which the specification counts as destructive. A tool that says it refuses to overwrite stays additive.',
  when: (facts) => {
    const parameter = chosenOutputPath(facts);
    if (parameter === undefined) return undefined;
    if (
      descriptionMatch(
        facts,
        /\b(?:(?:will )?not overwrite|never overwrites?|fails? if (?:the file |it )?(?:already )?exists|unique (?:file ?)?name)\b/i,
      ) !== undefined
    )
      return undefined;
    return { signal: 'parameter', match: parameter };
  },
  then: { destructive: true, weight: 1 },
  says: 'a file already at the path in {match} is replaced',
  examples: {
    fires: [tool('render_chart', 'Render a chart and write it to a file.', { outputPath: str })],
    quiet: [
      tool('get_report', 'Get the report.', { id: str }),
      tool('render_chart', 'Render a chart to a file; fails if the file already exists.', { outputPath: str }),
      tool('render_chart', 'Render a chart and return it as markdown.', {
        outputPath: { type: 'string', description: 'Suggested output file path' },
      }),
      tool('import_scene', 'Import a scene into the game.', {
        targetPath: { type: 'string', description: 'Parent instance path where the model will be created' },
      }),
    ],
  },
});
