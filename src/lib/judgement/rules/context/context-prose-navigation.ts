import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'context-prose-navigation',
  stage: 'context',
  summary:
    'Away from any page or address, "navigate the tree" or "choose an operation" in a description is moving through results or telling the model what to pass, not driving an interface.',
  when: forVerb(
    (verb, facts) =>
      !facts.inferred.browser &&
      facts.inferred.schema.url.length === 0 &&
      verb.source === 'description' &&
      (verb.lemma === 'navigate' || verb.lemma === 'choose'),
  ),
  then: { verbClass: 'read' },
  says: '"{match}" in the description moves through results, it drives no interface',
  examples: {
    fires: [{ name: 'project_tree', description: 'Search and navigate the folders of a project.' }],
    quiet: [
      {
        name: 'page_go',
        description: 'Navigate the page to an address.',
        inputSchema: { type: 'object', properties: { url: { type: 'string' } } },
      },
    ],
  },
});
