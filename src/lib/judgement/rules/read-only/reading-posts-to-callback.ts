import { allVerbsRead } from '../../reading.ts';
import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

/** A parameter that names an address the tool posts its results to. */
const CALLBACK_PARAMETER =
  /^(?:webhooks?|webhook_?urls?|postback_?urls?|pingback_?urls?|notify_?urls?|notification_?urls?)$/i;
export default defineRule({
  id: 'reading-posts-to-callback',
  stage: 'read-only',
  summary:
    'A read with a webhook or postback URL parameter posts what it finds to that address: it sends data out (a computation that composes a manifest only carries the address).',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred)) return undefined;
    // A computation that composes a manifest or a setup link carries a webhook address as content, not as a destination.
    if (facts.inferred.verbs[0]?.cls === 'compute') return undefined;
    const parameter = facts.inferred.schema.parameters.find(
      (candidate) =>
        CALLBACK_PARAMETER.test(candidate.name.replace(/-/g, '_')) &&
        (candidate.type === 'string' || candidate.type === 'object' || candidate.type === ''),
    );
    return parameter ? { signal: 'parameter', match: parameter.name } : undefined;
  },
  then: (_facts, hit) => ({
    readOnly: false,
    reason: `its ${hit.match} parameter names an address the results are posted to`,
    addVerbs: [{ lemma: 'post', cls: 'send', source: 'operation' }],
  }),
  says: 'its {match} parameter names an address the results are posted to',
  examples: {
    fires: [tool('crawl_site', 'Crawl a website and return its pages.', { url: str, webhook: str })],
    quiet: [
      tool('crawl_site', 'Crawl a website and return its pages.', { url: str, limit: { type: 'number' } }),
      tool('list_webhooks', 'List the webhooks of a repository.', { repo: str }),
      tool('generate_app_manifest', 'Generate the manifest of an app for an admin to submit.', {
        webhookUrl: str,
      }),
    ],
  },
});
