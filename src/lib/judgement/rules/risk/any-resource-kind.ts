import { str, tool } from '../../examples.ts';
import { describeParameter, type Facts, findParameter, nameWords } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { LOG_WORDS } from '../../vocabulary/nouns.ts';

/** "explain_resource: Get documentation for a resource or field": the schema of a kind, not its objects. */
const explainsSchema = (facts: Facts): boolean =>
  facts.inferred.dominant.lemma === 'explain' ||
  /\b(?:documentation|schema|field definitions?|api reference)\b/i.test(facts.first);
export default defineRule({
  id: 'any-resource-kind',
  stage: 'risk',
  summary:
    'A read takes the kind of resource as free text (resourceType, kind): it returns whatever kind is named, configuration and secrets included. Medium risk at least.',
  when: (facts, state) => {
    if (!state.readOnly) return undefined;
    // Logs of a resource are logs (reads-logs); explaining a kind's schema or fields is documentation.
    if (nameWords(facts, LOG_WORDS) !== undefined || explainsSchema(facts)) return undefined;
    const parameter = findParameter(
      facts,
      (candidate) =>
        /^(?:resource_?type|resource_?kind|kind|resource)$/i.test(candidate.name) &&
        candidate.values.length === 0 &&
        candidate.type === 'string',
    );
    return parameter ? { signal: 'parameter', match: describeParameter(parameter) } : undefined;
  },
  then: {
    riskAtLeast: 'medium',
    attacks: ['data-exfiltration', 'indirect-prompt-injection'],
    flow: { source: true },
    family: 'read-any-resource',
    outcome: 'configuration, environment settings and, where masking is off, secrets of any {objects} the caller names',
    weight: 1,
  },
  says: 'the caller names any kind of resource in {match}',
  examples: {
    fires: [
      tool('get_resources', 'Get resources by type.', { resourceType: str, name: str }),
      tool('describe_object', 'Describe any object of the cluster.', { resourceType: str, name: str }),
    ],
    quiet: [
      tool('get_pod', 'Get a pod.', { name: str }),
      tool('explain_kind', 'Get documentation for a resource kind or one of its fields.', { resource: str }),
      tool('fetch_pod_logs', 'Get the logs of a pod, deployment or job.', { resourceType: str, name: str }),
    ],
  },
});
