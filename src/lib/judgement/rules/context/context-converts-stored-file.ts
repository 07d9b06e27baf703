import { str, tool } from '../../examples.ts';
import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** A parameter that names a file or folder already stored on the service: fileId, folder_id, parentFolderId. */
const STORED_FILE = /^(?:(?:parent_?)?(?:file|folder|doc|document|drive_?item)_?ids?|parent_?(?:folder|id))$/i;

export default defineRule({
  id: 'context-converts-stored-file',
  stage: 'context',
  summary:
    'Converting a file the service stores (a PDF in a folder into a document) makes a new stored file beside it; converting a value the caller passes only computes.',
  when: forVerb(
    (verb, facts) =>
      verb.lemma === 'convert' &&
      [...facts.params, ...facts.nested].some((parameter) => STORED_FILE.test(parameter.name.replace(/-/g, '_'))),
  ),
  then: { verbClass: 'create' },
  says: '"{match}" on a stored file makes a new stored file',
  examples: {
    fires: [
      tool('convertPdfToDoc', 'Convert an existing PDF in the drive into an editable document.', {
        fileId: str,
        parentFolderId: str,
      }),
      tool('bulk_convert_folder', 'Convert all PDFs in a folder into documents.', { folder_id: str }),
    ],
    quiet: [
      tool('convert_currency', 'Convert an amount between currencies.', { amount: { type: 'number' }, to: str }),
      tool('convert_ids', 'Convert between article identifiers.', { ids: { type: 'array', items: str } }),
      tool('convert_markdown', 'Convert Markdown text to HTML.', { markdown: str }),
    ],
  },
});
