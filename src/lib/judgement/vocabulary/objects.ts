import { wordSet } from '../facts.ts';

export const CONTAINER_WORDS = wordSet(
  'workspace workspaces repository repositories repo repos database databases db bucket buckets cluster clusters namespace namespaces project projects organization organizations org account accounts environment environments volume volumes',
);
export const MEDIA_NOUNS = wordSet(
  'image images video videos audio speech voice picture pictures illustration illustrations artwork',
);
export const LOG_WORDS = wordSet('log logs logging auditlogs');
export const INFRA_NOUNS = wordSet(
  'cluster clusters app apps application applications deployment deployments node nodes service services instance instances server servers pod pods replica replicas container containers vm vms machine machines database databases worker workers job jobs pipeline pipelines stream streams gateway gateways',
);

/** Stored work items: converting one of them (an issue to a subtask, a note to a task) changes the record itself. */
export const RECORD_NOUNS = new Set([
  'issue',
  'issues',
  'task',
  'tasks',
  'subtask',
  'subtasks',
  'ticket',
  'tickets',
  'card',
  'cards',
  'epic',
  'epics',
  'story',
  'stories',
  'lead',
  'leads',
  'contact',
  'contacts',
  'deal',
  'deals',
  'note',
  'notes',
  'comment',
  'comments',
  'project',
  'projects',
  'milestone',
  'milestones',
  'page',
  'pages',
  'block',
  'blocks',
  'database',
  'databases',
]);
