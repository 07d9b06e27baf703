import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { ISSUING_WORDS } from '../../vocabulary/issued.ts';
import { READ_CLASSES } from '../../vocabulary/verbs.ts';

/** An opening that composes a link or an address and hands it back: "Generate a link to the tracker with the form filled in". */
const COMPOSES_LINK =
  /^(?:generates?|composes?|builds?|constructs?|returns?|gets?|prepares?)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:link|url|uri)\b/i;
export default defineRule({
  id: 'reading-composes-link',
  stage: 'name-verb',
  summary:
    'A tool named after what a link leads to ("create_ticket_report") whose description opens by generating a link or URL, with nothing issued or granted by it (no signed, sharing, upload or portal link), only composes that link: the person who follows it does the rest.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    if (facts.inferred.basis !== 'name' || first === undefined) return undefined;
    const { description, name } = facts.inferred;
    const composes = COMPOSES_LINK.exec(description.sentence);
    if (
      READ_CLASSES.has(first.cls) ||
      !composes ||
      ISSUING_WORDS.test(description.sentence) ||
      ISSUING_WORDS.test(name.tokens.join(' '))
    )
      return undefined;
    return { signal: 'description', match: composes[0] };
  },
  then: { nameVerb: [{ lemma: 'generate', cls: 'compute', source: 'description' }] },
  says: 'the description opens "{match}": it composes a link, and whoever follows it does the rest',
  examples: {
    fires: [
      tool(
        'create_ticket_report',
        "Generate a link to the tracker's new-ticket form with the product and type filled in.",
      ),
    ],
    quiet: [
      tool('create_ticket_report', 'Create a ticket in the tracker.'),
      tool('create_share', 'Generate a sharing link for a file.'),
    ],
  },
});
