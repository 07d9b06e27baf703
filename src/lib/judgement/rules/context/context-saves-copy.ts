import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'context-saves-copy',
  stage: 'context',
  summary: 'Saving or storing to an export target (a file, a PDF, a download) copies data out.',
  when: forVerb((verb, facts) => (verb.lemma === 'save' || verb.lemma === 'store') && facts.inferred.exportTarget),
  then: { verbClass: 'export' },
  says: '"{match}" to a file or export only copies data out',
  examples: {
    fires: [{ name: 'save_pdf', description: 'Save the page as a PDF.' }],
    quiet: [{ name: 'save_contact', description: 'Save a contact.' }],
  },
});
