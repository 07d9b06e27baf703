import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'verb-removes',
  stage: 'effect',
  summary:
    'A verb or phrase says the tool deletes, drops or runs code whose effects cannot be bounded: it is destructive.',
  when: (facts) => {
    if (!facts.inferred.destructive) return undefined;
    const reason = facts.inferred.destructiveReasons[0] ?? '';
    const quoted = /"([^"]+)"/.exec(reason)?.[1];
    return {
      signal: reason.startsWith('the description')
        ? 'description'
        : reason.includes('parameter')
          ? 'parameter'
          : 'name',
      match: quoted ?? reason.slice(0, 80),
    };
  },
  then: { readOnly: false, destructive: true, weight: 1 },
  says: '"{match}" can remove or replace what exists',
  examples: {
    fires: [
      tool('purge_cache', 'Purge every cached entry.'),
      tool('start_compose_project', 'Starts the services of a compose project, then stops the old ones.'),
    ],
    quiet: [
      tool('add_note', 'Add a note to a ticket.'),
      // "currently stopped" says what state the services are in; the tool starts them.
      tool('start_compose_project', 'Starts all services of a compose project that are currently stopped.', {
        project: str,
      }),
      // Applying a label adds it beside the others.
      tool('add_label_to_service', 'Apply a label to a service.', { service: str, label: str }),
      // "Unlike the bulk endpoint" says this one is not bulk.
      tool(
        'assign_contact_tag',
        'Assign a tag to a single contact. Unlike the bulk endpoint this is applied immediately.',
        { contact_id: str, tag_id: str },
      ),
    ],
  },
});
