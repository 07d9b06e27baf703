import { wordSet } from '../../vocabulary/word-set.ts';
import { forVerb, hasNoun } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** Marks put on an object beside others: applying one adds it. */
const LABEL_NOUNS = wordSet('label labels tag tags reaction reactions badge badges sticker stickers');
/** What an "apply" replaces whatever else the name holds: a configuration, a template, a patch, a policy. */
const APPLIED_STATE = wordSet(
  'config configuration configurations settings template templates patch patches policy policies manifest manifests schema migration migrations theme style styles',
);
export default defineRule({
  id: 'context-applies-label',
  stage: 'context',
  summary:
    'Applying a label, tag or reaction to an object adds it beside the others: an addition, not an overwrite (applying a patch, a configuration or a manifest still replaces what was there).',
  when: forVerb(
    (verb, facts) => verb.lemma === 'apply' && hasNoun(facts, LABEL_NOUNS) && !hasNoun(facts, APPLIED_STATE),
  ),
  then: { verbClass: 'create' },
  says: '"{match}" of a label or tag adds it',
  examples: {
    fires: [
      { name: 'add_label_to_service', description: 'Apply a label to a service.' },
      { name: 'apply_tag', description: 'Apply a tag to a document.' },
    ],
    quiet: [
      { name: 'apply_manifest', description: 'Apply a manifest to the cluster.' },
      { name: 'apply_label_config', description: 'Apply the label configuration to the project.' },
    ],
  },
});
