import { tool } from '../../examples.ts';
import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** Prose that says a conversion leaves a new stored document behind: "into an editable Google Doc", "in Drive". */
const STORED_RESULT =
  /\binto (?:an? |the )?(?:new |editable )*(?:[\w-]+ )?(?:docs?|documents?|sheets?|spreadsheets?|slides|presentations?|files?)\b|\bin (?:the |your )?drive\b|\bsaves? (?:it|them|the result)\b/i;

export default defineRule({
  id: 'context-converts-into-stored',
  stage: 'context',
  summary:
    'Converting a stored file into a new stored document ("Convert a PDF in Drive into an editable Google Doc") creates that document; converting a value the caller passes only computes.',
  when: forVerb((verb, facts) => verb.lemma === 'convert' && STORED_RESULT.test(facts.first)),
  then: { verbClass: 'create' },
  says: '"{match}" here creates a new stored document',
  examples: {
    fires: [tool('convert_pdf_to_doc', 'Convert an existing PDF in Drive into an editable document.')],
    quiet: [tool('convert_currency', 'Convert an amount between currencies.')],
  },
});
