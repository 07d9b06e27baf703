import { allVerbsRead } from '../../reading.ts';
import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { chosenOutputPath } from '../../signals/output-path.ts';

export default defineRule({
  id: 'saves-to-chosen-path',
  stage: 'read-only',
  summary:
    'A tool whose verb reads (download, export, compare, screenshot) but that takes an output path (outputPath, output_path, save_path, local_path to save to), or says it saves to a file and takes one path: given one, it writes a file where the caller says, so it is not read-only.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred)) return undefined;
    const parameter = chosenOutputPath(facts);
    return parameter !== undefined ? { signal: 'parameter', match: parameter } : undefined;
  },
  then: { readOnly: false, weight: 1 },
  says: 'given {match}, it writes a file at the path the caller chooses',
  examples: {
    fires: [
      tool('download_drive_item', 'Download a file as base64 or to disk.', {
        item_id: str,
        outputPath: {
          type: 'string',
          description: 'Directory to save the file (optional, returns base64 if not provided)',
        },
      }),
      tool('compare_snapshots', 'Compare two screenshots and produce a diff image.', {
        name: str,
        outputPath: { type: 'string', description: 'Custom output directory for the results (optional)' },
      }),
      tool('take_component_shot', 'Take a screenshot of a component.', {
        name: str,
        output_path: { type: 'string', description: 'Custom output path for the screenshot (optional)' },
      }),
      tool('get_board_export', 'Get the board as a CSV export.', {
        board_id: str,
        savePath: { type: 'string', description: 'Optional output path' },
      }),
      tool('capture_tab_image', 'Take a screenshot of the current tab.', {
        name: str,
        downloadsDir: { type: 'string', description: 'Custom downloads directory path' },
      }),
      // The description says it saves to a file, and the one path it takes says where.
      tool('save_deck', 'Save a deck to a file.', { deck_id: str, file_path: str }),
    ],
    quiet: [
      tool('download_drive_item', 'Download a file and return it as base64.', { item_id: str }),
      // A path that is only suggested comes back; an output format is no path.
      tool('export_chart', 'Export a chart and return it as markdown.', {
        outputPath: { type: 'string', description: 'Suggested output file path' },
      }),
      tool('get_report', 'Get a report.', { id: str, output: { type: 'string', enum: ['json', 'yaml'] } }),
      // A path it reads from, or output "as a JSON structure", is no file it writes.
      tool('directory_tree', 'Get a recursive tree of a directory as a JSON structure.', { path: str }),
      tool('convert_deck', 'Convert a deck and save it to a file next to it.', { input_path: str }),
      tool('get_cluster_objects', 'Get objects of the cluster.', {
        kind: str,
        output: { type: 'string', description: 'Output format: json, yaml or wide' },
      }),
    ],
  },
});
