import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'context-writes-output',
  stage: 'context',
  summary: 'A computation that writes its result to an output file creates that file.',
  when: forVerb((verb, facts) => verb.cls === 'compute' && facts.inferred.schema.outputFile.length > 0),
  then: { verbClass: 'create' },
  says: '"{match}" writes its result to a file',
  examples: {
    fires: [
      {
        name: 'convert_image',
        description: 'Convert an image.',
        inputSchema: { type: 'object', properties: { outputPath: { type: 'string' } } },
      },
    ],
    quiet: [
      {
        name: 'convert_units',
        description: 'Convert a quantity to other units.',
        inputSchema: { type: 'object', properties: { value: { type: 'number' } } },
      },
    ],
  },
});
