import { wordSet } from '../../vocabulary/word-set.ts';
import { tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

/** Verbs of a change that a plan or preview of it only computes ("deploy_plan", "migration preview"). */
const PLANNED_CHANGES = wordSet('deploy apply migrate rollout release provision install sync build publish import');
/** What a plan of a change is called at the end of a name. */
const PLAN_NOUNS = wordSet('plan plans preview previews dryrun');
export default defineRule({
  id: 'reading-plan-of-change',
  stage: 'name-verb',
  summary:
    'A name that ends on the plan or preview of a change ("deploy_plan", "migrate_preview") computes what the change would do; it changes nothing itself.',
  when: (facts) => {
    const first = facts.inferred.verbs[0];
    if (facts.inferred.basis !== 'name' || first === undefined) return undefined;
    const index = facts.inferred.name.primary?.index ?? 0;
    const rest = facts.inferred.name.tokens.slice(index + 1).filter((token) => !/^v?\d+$/.test(token));
    const last = rest[rest.length - 1];
    if (
      !PLANNED_CHANGES.has(first.lemma) ||
      last === undefined ||
      !PLAN_NOUNS.has(last) ||
      facts.inferred.description.money
    )
      return undefined;
    return { signal: 'name', match: `${first.lemma} ${last}` };
  },
  then: { nameVerb: [{ lemma: 'plan', cls: 'compute', source: 'name' }] },
  says: '"{match}" computes what the change would do; it changes nothing itself',
  examples: {
    fires: [
      tool('deployPlan', 'Compute the deployment plan from the project file without changing anything.'),
      tool('migrate_schema_preview', 'Preview the schema migration.'),
    ],
    quiet: [
      tool('deploy_site', 'Deploy the site.'),
      tool('upgrade_plan', 'Upgrade the subscription plan of the account.'),
    ],
  },
});
