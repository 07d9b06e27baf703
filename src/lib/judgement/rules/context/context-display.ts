import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'context-display',
  stage: 'context',
  summary: 'Changing what is drawn on screen (a highlight, an overlay, a view) changes only the display.',
  when: forVerb((verb, facts) => facts.inferred.display && ['state', 'display', 'modify', 'create'].includes(verb.cls)),
  then: { verbClass: 'display' },
  says: '"{match}" here changes only what is shown',
  examples: {
    fires: [{ name: 'set_overlay', description: 'Set an overlay on the screen.' }],
    quiet: [{ name: 'set_config', description: 'Set a configuration value.' }],
  },
});
