/**
 * The parts of a stored document, sheet or slide deck that a tool formats, sorts or styles.
 */
import { wordSet } from './word-set.ts';

/** Parts of a stored document or sheet: formatting or sorting one of them changes the document. */
export const DOCUMENT_PARTS = wordSet(
  'range ranges cell cells paragraph paragraphs slide slides sheet sheets doc docs document documents table tables column columns row rows worksheet spreadsheet workbook',
);
