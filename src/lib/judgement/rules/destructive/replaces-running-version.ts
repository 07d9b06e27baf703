import { tool } from '../../examples.ts';
import { nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

const DEPLOY_LEMMAS = wordSet('deploy redeploy');
export default defineRule({
  id: 'replaces-running-version',
  stage: 'destructive',
  summary:
    'It installs, upgrades, applies or deploys a chart, release, manifest or worker: the running version is replaced, which the specification counts as destructive.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    // A deploy puts a build where the live one was, whatever it is called; an install or upgrade only when it names what runs.
    const deploy =
      facts.inferred.dominant.source === 'name' && DEPLOY_LEMMAS.has(facts.inferred.dominant.lemma)
        ? hitVerb(facts, DEPLOY_LEMMAS)
        : undefined;
    if (deploy) return deploy;
    const verb = hitVerb(facts, wordSet('install upgrade apply deploy redeploy rollout'));
    const noun = nameWords(
      facts,
      wordSet(
        'chart charts helm release releases manifest manifests stack stacks worker workers version versions deployment deployments app apps application applications',
      ),
    );
    return verb && noun ? { signal: verb.signal, match: `${verb.match} ${noun}` } : undefined;
  },
  then: { destructive: true, weight: 1 },
  says: '"{match}" replaces what is running now',
  examples: {
    fires: [
      tool('install_chart', 'Install a chart into the cluster.'),
      tool('deploy_site', 'Deploy the static site from a folder.'),
      tool('redeploy_service', 'Redeploy the service.'),
    ],
    quiet: [
      tool('list_charts', 'List charts.'),
      tool('install_note', 'Add a note.'),
      tool('list_deploys', 'List recent deploys of a site.'),
    ],
  },
});
