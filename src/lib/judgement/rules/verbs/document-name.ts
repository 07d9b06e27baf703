import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'document-name',
  stage: 'verbs',
  summary:
    'A name that ends on a document noun after a preposition, or without a verb before it ("docker_to_podman_guide", "api_reference"), names the document it returns: the tool reads it.',
  when: (facts) =>
    facts.inferred.name.documentNoun
      ? { signal: 'name', match: facts.inferred.name.tokens[facts.inferred.name.tokens.length - 1] ?? facts.name }
      : undefined,
  then: { verbs: [{ lemma: 'read', cls: 'read', source: 'noun' }], basis: 'document-name' },
  says: 'the name ends on "{match}", the document it returns',
  examples: {
    fires: [tool('docker_to_podman_guide', 'Migration notes.'), tool('widget_api_reference', 'The API of widgets.')],
    quiet: [
      tool('create_guide', 'Create a guide.', { title: str }),
      // A changing verb after a product prefix is what the tool does: it writes the rules, it does not return them.
      tool('acme_set_review_rules', 'Install or replace the review rules of a project.', { source: str }),
    ],
  },
});
