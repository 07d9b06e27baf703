import { str, tool } from '../../examples.ts';
import { type Facts, nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { defineRule } from '../../rule.ts';
import { tokenizeText } from '../../signals/tokens.ts';
import { DOCUMENT_PARTS } from '../../vocabulary/documents.ts';
import { ADDRESS_PARAMS } from '../../vocabulary/issued.ts';

/** What a change of looks acts on: the look itself (fonts, colours, borders, spacing, sizes). */
const APPEARANCE_NOUNS = wordSet(
  'format formatting style styles fill fills stroke strokes color colors colour colours border borders font fonts background backgrounds radius corner padding spacing margin margins alignment align width height orientation sizing opacity shadow shadows',
);
/** What a format verb may act on for the change to be one of looks: ranges, cells, text, shapes of a document, sheet or slide. */
const FORMAT_TARGETS: ReadonlySet<string> = new Set([
  ...DOCUMENT_PARTS,
  ...wordSet('text shape shapes number numbers background border font'),
]);
/** Words that make a format or a setting more than looks: disks, code, files, content, values, scripts, themes, layouts of a site. */
const NOT_APPEARANCE = wordSet(
  'disk disks drive drives volume volumes partition partitions filesystem code source file files value values content contents formula formulas script scripts theme themes template templates data',
);
/**
 * A change of looks only: every name verb formats, sets, updates or applies, the name says what look (APPEARANCE_NOUNS)
 * or formats a range, cell, text or shape, and nothing in the name or the first sentence speaks of disks, code, files,
 * values or themes.
 */
const appearanceOnly = (facts: Facts): string | undefined => {
  const verbs = facts.inferred.verbs.filter((verb) => verb.source === 'name').map((verb) => verb.lemma);
  if (
    verbs.length === 0 ||
    !verbs.every((lemma) => ['format', 'set', 'update', 'change', 'apply', 'align', 'resize'].includes(lemma))
  )
    return undefined;
  if (
    nameWords(facts, NOT_APPEARANCE) !== undefined ||
    tokenizeText(facts.first).some((word) => NOT_APPEARANCE.has(word))
  )
    return undefined;
  // A style that can carry a link points readers wherever the agent was told: more than looks.
  if (
    [...facts.params, ...facts.nested].some(
      (parameter) => ADDRESS_PARAMS.has(parameter.name.toLowerCase()) || /_?(?:link|url|href)$/i.test(parameter.name),
    ) ||
    /\b(?:links?|hyperlinks?|urls?)\b/i.test(facts.description)
  )
    return undefined;
  const look = nameWords(facts, APPEARANCE_NOUNS);
  if (look !== undefined) return `${verbs[0]} ${look}`;
  const target = verbs.includes('format') ? nameWords(facts, FORMAT_TARGETS) : undefined;
  return target !== undefined ? `format ${target}` : undefined;
};
export default defineRule({
  id: 'appearance-only',
  stage: 'ceiling',
  summary:
    "It only changes how content looks (fonts, colours, borders, fills, spacing, alignment, a column's width): nothing is lost and the old look is one change away. Low risk, still capped.",
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const hit = appearanceOnly(facts);
    return hit ? { signal: 'name', match: hit } : undefined;
  },
  then: {
    riskAtMost: 'low',
    cadence: 'content',
    outcome: '{objects} left looking wrong until someone changes {them} back',
    weight: 1,
  },
  says: '"{match}" changes how it looks, not what it holds',
  examples: {
    fires: [
      tool('format_grid_cells', 'Format cells of a grid: font, colour and borders.', {
        range: str,
        bold: { type: 'boolean' },
      }),
      tool('set_frame_padding', 'Set the padding of a frame on the canvas.', {
        node_id: str,
        padding: { type: 'number' },
      }),
      tool('set_lane_width', 'Set the width of a lane of the board.', { lane: str, width: { type: 'number' } }),
    ],
    quiet: [
      // Formatting a disk or source code is no change of looks; a cell's value is content.
      tool('format_volume', 'Format a disk volume with a new file system.', { device: str }),
      tool('format_source_file', 'Format a source file with the code formatter and save it.', { path: str }),
      tool('set_cell_value', 'Set the value of a cell.', { cell: str, value: str }),
      tool('set_site_theme', 'Set the theme of the website.', { theme: str }),
      tool('format_doc_text', 'Format text of a document: bold, italic, font size, or a link.', {
        range: str,
        bold: { type: 'boolean' },
        linkUrl: str,
      }),
    ],
  },
});
