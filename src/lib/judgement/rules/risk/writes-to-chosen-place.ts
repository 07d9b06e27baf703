import { str, tool } from '../../examples.ts';
import { describeParameter, type Facts, findParameter } from '../../facts.ts';
import { alternation, wordSet } from '../../vocabulary/word-set.ts';
import { defineRule } from '../../rule.ts';
import type { Parameter } from '../../signals/schema.ts';

/** The places a destination parameter's name can say it is (dest_folder, target_spreadsheet_id). */
const PLACE_KINDS = wordSet('folder dir directory drive bucket channel spreadsheet sheet doc document');
/** A parameter naming where the tool writes: a destination, a folder, a drive, a spreadsheet or document the caller picks. */
const DESTINATION_NAME = new RegExp(
  `^(?:dest(?:ination)?|target)(?:_(?:${alternation([...PLACE_KINDS, 'path', 'parent', 'location', 'container'])}))?(?:_id)?$`,
);
const NAMES_PLACE = new RegExp(`_(?:${alternation(PLACE_KINDS)})`);
const PLACE_NAME =
  /^(?:(?:shared_)?drive|folder|spreadsheet|workbook|document|doc|sheet)(?:_id)?$|^(?:parent|parent_folder|parent_reference)(?:_id)?$/;
const PLACE_WORDS =
  /\b(?:folders?|dir(?:ectory|ectories)?|paths?|drives?|buckets?|e-?mail|addresses|address|channels?|inbox|mailbox)\b/i;
/** Parameters that carry what is written: values, text, rows, files. */
const WRITTEN_DATA =
  /^(?:values?|content|contents|text|data|rows?|markdown|html|files?|document|documents|records?|items?|entries|csv|json|attachments?|body)$/i;
/** Verbs that only style or arrange what is already there: nothing new lands anywhere. */
const ARRANGE_LEMMAS = wordSet(
  'format style apply merge unmerge sort resize rename reorder align indent highlight color colour protect freeze hide unhide',
);
/**
 * A parameter naming where the tool writes what it carries: a destination folder, path, drive or address, or the
 * drive, folder, spreadsheet or document the data goes into, when the tool carries data to write there.
 */
const destinationParameter = (facts: Facts, parameter: Parameter): boolean => {
  const name = parameter.name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
  if (!['string', ''].includes(parameter.type) || parameter.values.length > 0) return false;
  // "target" alone (a test target, a graph node) names no place; "destination" does when its description says where.
  if (DESTINATION_NAME.test(name))
    return NAMES_PLACE.test(name) || (/^dest/.test(name) && PLACE_WORDS.test(parameter.description));
  if (!PLACE_NAME.test(name)) return false;
  // A parent is a destination only when it is a folder or a drive ("parent ticket" is not).
  if (/^parent/.test(name) && !/\b(?:folder|drive|directory)\b/i.test(parameter.description)) return false;
  if (ARRANGE_LEMMAS.has(facts.inferred.dominant.lemma)) return false;
  return facts.params.some(
    (candidate) =>
      candidate !== parameter &&
      WRITTEN_DATA.test(candidate.name.replace(/^\$/, '')) &&
      /write|append|insert|add|upload|save|copy|creat|put|fill|set|updat|replac/i.test(`${facts.name} ${facts.first}`),
  );
};
export default defineRule({
  id: 'writes-to-chosen-place',
  stage: 'risk',
  summary:
    'It writes, copies or moves data into a folder, drive, spreadsheet or document the caller chooses: whatever it writes lands where the caller points, a shared drive or a sheet others read included. An outbound channel (data-exfiltration).',
  when: (facts, state) => {
    if (state.readOnly || ['delete', 'state', 'display'].includes(facts.inferred.dominant.cls)) return undefined;
    const parameter = findParameter(facts, (candidate) => destinationParameter(facts, candidate));
    return parameter ? { signal: 'parameter', match: describeParameter(parameter) } : undefined;
  },
  then: { attacks: ['data-exfiltration'], flow: { sink: true }, weight: 0.5 },
  says: 'the caller chooses where it writes, in {match}',
  examples: {
    fires: [
      tool('copy_drive_file', 'Copy a file into another folder.', { file_id: str, destination_folder_id: str }),
      tool('append_sheet_rows', 'Append rows to a spreadsheet.', {
        spreadsheetId: str,
        range: str,
        values: { type: 'array' },
      }),
      tool('save_report', 'Save the report as a new document.', {
        title: str,
        content: str,
        parentId: { type: 'string', description: 'Folder or shared drive to create it in' },
      }),
    ],
    quiet: [
      tool('get_sheet_values', 'Get the values of a range of a spreadsheet.', { spreadsheetId: str, range: str }),
      tool('delete_drive_file', 'Delete a file.', { file_id: str }),
      tool('create_ticket', 'Create a ticket.', {
        title: str,
        parent_id: { type: 'string', description: 'Parent ticket' },
      }),
      tool('plan_trip', 'Create a trip plan.', { destination: str, days: { type: 'integer' } }),
      tool('run_unit_suite', 'Run the unit tests.', {
        target: { type: 'string', description: 'File or directory path of the tests' },
      }),
      tool('style_doc_range', 'Apply bold text style to a range of a document.', {
        documentId: str,
        startIndex: { type: 'integer' },
        bold: { type: 'boolean' },
      }),
    ],
  },
});
