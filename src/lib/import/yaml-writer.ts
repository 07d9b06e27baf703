import { isDeepStrictEqual } from 'node:util';
import { parse, stringify } from 'yaml';
import { MAX_FILE_BYTES } from '../catalogue/yaml-source.ts';
import { inKeyOrder } from '../catalogue/key-order.ts';
import { attackSchema } from '../../schema/attack.ts';
import { organisationSchema } from '../../schema/organisation.ts';
import { serverSchema } from '../../schema/server.ts';
import { toolSchema } from '../../schema/tool.ts';

export const SCHEMA_COMMENT = {
  tool: '# yaml-language-server: $schema=../../../../public/schema/tool.json',
  server: '# yaml-language-server: $schema=../../../public/schema/server.json',
  attack: '# yaml-language-server: $schema=../../public/schema/attack.json',
  organisation: '# yaml-language-server: $schema=../../public/schema/organisation.json',
} as const;

/** The schema of each kind of file: its keys are written in this schema's order, which the validator checks. */
const RECORD_SCHEMA = {
  tool: toolSchema,
  server: serverSchema,
  attack: attackSchema,
  organisation: organisationSchema,
} as const;

/**
 * Serialises a record as a catalogue file, its keys in the schema's order (catalogue/key-order.ts). Descriptions
 * are the authors' exact words, so the text is parsed back and compared: a string YAML would change
 * (trailing spaces, odd indentation) must never be written.
 */
export function recordYaml(kind: keyof typeof SCHEMA_COMMENT, record: object): string {
  const body = stringify(inKeyOrder(record, RECORD_SCHEMA[kind]), {
    lineWidth: 0,
    aliasDuplicateObjects: false,
    blockQuote: 'literal',
    version: '1.2',
  });
  // A file over the size limit is refused when it is read back (yaml-source.ts), so it is never stored: parsing it
  // back here would only cost time (a 12 MB reply makes a 46 MB record).
  if (Buffer.byteLength(body) > MAX_FILE_BYTES) return `${SCHEMA_COMMENT[kind]}\n${body}`;
  const back = parse(body, { version: '1.2' });
  if (!isDeepStrictEqual(back, JSON.parse(JSON.stringify(record)))) {
    throw new Error(
      `internal: the ${kind} record for "${(record as { name?: string }).name}" does not survive a YAML round trip`,
    );
  }
  return `${SCHEMA_COMMENT[kind]}\n${body}`;
}
