import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { READ_CLASSES } from '../../vocabulary/verbs.ts';

/** The author denies writing anything: "Does not write to disk", "without writing files". */
const NO_WRITE = /\b(?:does not|doesn'?t|will not|won'?t|never) write\b|\bwithout writing\b/i;
/** The description says the tool hands back what it made: "Returns the source code of the generated contract". */
const RETURNS_MADE =
  /\breturns?\s+(?:\w+\s+){0,3}?(?:source code|code|source|content|contents|text|markdown|snippet|template|definition|configuration|config|yaml|json)\b/i;

export default defineRule({
  id: 'reading-returns-generated',
  stage: 'read-only',
  summary:
    'A tool that makes something ("Make an ERC-20 token", "Create a component") but says it returns what it made as text and does not write it anywhere ("Returns the source code ... Does not write to disk") only computes: the caller decides what to do with the text. A tool that takes a path, or whose verbs do more than add something, is not covered.',
  when: (facts) => {
    const { verbs, schema, description } = facts.inferred;
    const changing = verbs.filter((verb) => !READ_CLASSES.has(verb.cls));
    if (changing.length === 0 || !changing.every((verb) => verb.cls === 'create')) return undefined;
    if (schema.path.length > 0 || schema.savesToPath.length > 0 || schema.code.length > 0 || schema.sql.length > 0)
      return undefined;
    if (!description.readOnlyClaim) return undefined;
    const denies = NO_WRITE.exec(facts.description);
    const returns = RETURNS_MADE.exec(facts.description);
    return denies && returns ? { signal: 'description', match: `${returns[0]} … ${denies[0]}` } : undefined;
  },
  then: (facts) => ({
    readOnly: true,
    reason: 'the description says it returns what it makes and writes nothing',
    verbs: facts.inferred.verbs.map((verb) =>
      READ_CLASSES.has(verb.cls) ? verb : { ...verb, cls: 'compute' as const },
    ),
  }),
  says: 'the description says "{match}": it hands back text and writes nothing',
  examples: {
    fires: [
      tool(
        'solidity_erc20',
        'Make a fungible token per the ERC-20 standard. Returns the source code of the generated contract, formatted in a Markdown code block. Does not write to disk.',
        { name: { type: 'string' }, symbol: { type: 'string' } },
      ),
    ],
    quiet: [
      tool('solidity_erc20', 'Make a fungible token per the ERC-20 standard and save it to the project.', {
        name: { type: 'string' },
      }),
      tool('create_api_key', 'Create a read-only API key. Returns the key text.', { name: { type: 'string' } }),
      tool(
        'generate_component',
        'Generate a component. Returns the source code. Does not write to disk unless a path is given.',
        { path: { type: 'string' } },
      ),
    ],
  },
});
