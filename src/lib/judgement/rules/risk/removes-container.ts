import { tool } from '../../examples.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { detachedObject } from '../../signals/detach.ts';
import { ACCOUNT_CONTAINERS } from '../../vocabulary/nouns.ts';

export default defineRule({
  id: 'removes-container',
  stage: 'risk',
  summary:
    'It deletes a whole container (workspace, repository, database, bucket, cluster, namespace, project) and everything in it. Critical.',
  when: (facts, state) => {
    if (!state.destructive) return undefined;
    const verb = hitVerb(
      facts,
      wordSet('delete remove drop destroy purge wipe erase format uninstall teardown deprovision decommission'),
    );
    // The container must be what is deleted (the head noun), not a word that qualifies it (repository notification subscription).
    const head = facts.inferred.name.nouns[facts.inferred.name.nouns.length - 1];
    // "remove_issue_from_project" takes an issue out of a project; the project stays.
    if (detachedObject(facts) !== undefined) return undefined;
    return verb && head !== undefined && ACCOUNT_CONTAINERS.has(head)
      ? { signal: 'name', match: `${verb.match} ${head}` }
      : undefined;
  },
  then: {
    riskAtLeast: 'critical',
    verdictAtLeast: 'require-approval',
    attacks: ['excessive-agency', 'confused-deputy'],
    outcome: 'a whole {objects} gone, with everything that was in it',
    weight: 1,
  },
  says: '"{match}" removes a container and all it holds',
  examples: {
    fires: [tool('delete_workspace', 'Deletes a workspace and everything in it.')],
    quiet: [
      tool('delete_comment', 'Deletes a comment.'),
      tool('delete_repository_webhook', 'Deletes a webhook of a repository.'),
      tool('remove_ticket_from_project', 'Removes a ticket from a project.'),
    ],
  },
});
