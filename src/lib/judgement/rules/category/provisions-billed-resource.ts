import { str, tool } from '../../examples.ts';
import { type Facts, nameWords } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb, snake } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { billingPlan, paidSubscription } from '../../signals/money.ts';

const BILLED_NOUNS = wordSet(
  'cluster clusters cache caches instance instances nodepool nodepools vm vms machine machines gpu gpus tier tiers plan plans subscription subscriptions reservation reservations replica replicas',
);
/** Billed things named in two words: a cluster's node pool, a rented phone number. */
const BILLED_COMPOUNDS = /\b(?:node pools?|phone numbers?)\b/;
/** A phone number that is a record's attribute (a contact's, a customer's), not one rented from a carrier. */
const NUMBER_OF_A_RECORD =
  /\b(?:contacts?|persons?|people|leads?|customers?|users?|profiles?|members?|employees?|candidates?|patients?)(?:'s)?\b/i;
/** What a billed instance runs: compute, a database, a cache, a server. */
const BILLED_INSTANCE_TEXT =
  /\b(?:compute|vms?|virtual machines?|servers?|database|db|rds|sql|postgres\w*|mysql|redis|memcached|cache|ec2|gpus?|cloud|hosting|vps|kubernetes|cluster|notebook|runtime|container|machine types?|instance types?|regions?|zones?)\b/i;
const billedInstance = (facts: Facts): boolean =>
  BILLED_INSTANCE_TEXT.test(
    `${facts.tokens.join(' ')} ${facts.first} ${facts.params.map((parameter) => parameter.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ')).join(' ')}`,
  );
const PROVISION_LEMMAS = wordSet('create provision upgrade resize add launch deploy scale');
/** Parameters that size billed machines: an instance size or count, a machine, server or VM type (a node type is as often a graph's). */
const SIZING_PARAM =
  /^(?:(?:min_|max_|host_|node_)?instance_(?:size|type|class|count)(?:_slug)?|size_slug|machine_type|server_type|vm_size|instance_types?|load_balancer_size|gpu_(?:count|ids?|types?|type_ids?))$/;
/** Values of a size: a slug with a figure in it (s-1vcpu-1gb, t3.micro) or a size word. A kind (function, container) is none. */
const SIZE_VALUE = /\d|\b(?:nano|micro|small|medium|large|xlarge|basic|standard|premium)\b/i;
/** A tier or plan beside a cloud region or provider: a service level picked where machines run. */
const TIER_PARAM = /^(?:tier|plan|sku|service_tier|pricing_tier)$/;
const PLACE_PARAM = /^(?:region|cloud_provider|provider_region|zone|location)$/;
/** The schema (nested specs included) sizes billed machines; returns the parameter that does. */
const billedSizing = (facts: Facts): string | undefined => {
  const all = [...facts.params, ...facts.nested];
  const sized = all.find(
    (parameter) =>
      SIZING_PARAM.test(snake(parameter.name)) &&
      (parameter.values.length === 0 || parameter.values.some((value) => SIZE_VALUE.test(value))),
  );
  if (sized) return sized.path ?? sized.name;
  const tier = all.find((parameter) => TIER_PARAM.test(snake(parameter.name)));
  const place = all.find((parameter) => PLACE_PARAM.test(snake(parameter.name)));
  return tier &&
    place &&
    /\b(?:cloud|regions?|compute|cluster|workspace|instances?|servers?)\b/i.test(`${facts.first} ${place.description}`)
    ? `${tier.path ?? tier.name} in a ${place.name}`
    : undefined;
};
export default defineRule({
  id: 'provisions-billed-resource',
  stage: 'category',
  summary:
    'It creates, upgrades or scales up a cluster, cache, instance, machine or plan: a resource billed by the hour. Financial.',
  when: (facts) => {
    if (facts.inferred.readOnly) return undefined;
    const verb = hitVerb(facts, PROVISION_LEMMAS);
    const noun = nameWords(facts, BILLED_NOUNS);
    if (facts.tokens.includes('free') || /\bfree (?:tier|cluster|instance|plan)\b/i.test(facts.first)) return undefined;
    // A subscription to notifications, webhooks or events bills nothing; a subscription to a plan or product does.
    if (
      noun !== undefined &&
      noun.split(' ').every((word) => /^subscriptions?$/.test(word)) &&
      !paidSubscription(facts)
    )
      return undefined;
    // An instance of a component, symbol or class is a copy in a document; only a compute, database or cache instance bills.
    if (noun !== undefined && noun.split(' ').every((word) => /^instances?$/.test(word)) && !billedInstance(facts))
      return undefined;
    // A plan is one that bills only with billing words in sight: a test plan or a task plan bills nothing.
    if (noun !== undefined && noun.split(' ').every((word) => /^plans?$/.test(word)) && !billingPlan(facts))
      return undefined;
    if (verb && noun) return { signal: 'name', match: `${verb.match} ${noun}` };
    // A number the name provisions that the opening sentence calls a phone number is one too.
    const compound =
      BILLED_COMPOUNDS.exec(facts.tokens.join(' '))?.[0] ??
      (facts.tokens.some((token) => /^numbers?$/.test(token))
        ? /\bphone numbers?\b/.exec(facts.first)?.[0]
        : undefined);
    if (
      verb &&
      compound !== undefined &&
      !(compound.startsWith('phone') && NUMBER_OF_A_RECORD.test(`${facts.tokens.join(' ')} ${facts.first}`))
    )
      return { signal: 'name', match: `${verb.match} ${compound}` };
    // "create an app from a spec" whose spec sizes the machines it runs on: an instance size, a machine type, a count.
    const sizing = verb ? billedSizing(facts) : undefined;
    return verb && sizing ? { signal: 'parameter', match: `${verb.match}, sized by ${sizing}` } : undefined;
  },
  then: {
    category: 'Financial',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    cadence: 'infra',
    attacks: ['denial-of-wallet', 'excessive-agency'],
    family: 'provision-billed-resource',
    outcome: 'a billed {objects} left running until someone reads the invoice',
    weight: 1,
  },
  says: '"{match}" starts a resource billed while it runs',
  examples: {
    fires: [
      // The object is an app, but the spec it is created from picks the size and number of the machines that run it.
      tool('apps_create_from_spec', 'Creates an application from an app spec.', {
        spec: {
          type: 'object',
          properties: {
            name: str,
            services: {
              type: 'array',
              items: {
                type: 'object',
                properties: { name: str, instance_size_slug: str, instance_count: { type: 'integer' } },
              },
            },
          },
        },
      }),
      tool('cloud_servers', 'Cloud servers: list_locations/list_types/create_server.', {
        action: { type: 'string', enum: ['list_locations', 'list_types', 'create_server'] },
        server_type: str,
        location: str,
      }),
      tool(
        'create_stream_workspace',
        'Create a stream processing workspace in a cloud region, with a processing tier.',
        { name: str, cloudProvider: str, region: str, tier: str },
      ),
      tool('create_cache_cluster', 'Create a cache cluster.'),
      tool('create_plan_subscription', 'Create a subscription of a customer to a plan.', {
        customer_id: str,
        plan_id: str,
      }),
      tool('create_db_instance', 'Create a database instance.', { engine: str, instance_class: str }),
      tool('create_node_pool', 'Create a new node pool in a cluster.', { cluster: str, nodePool: { type: 'object' } }),
      tool('create_phone_number', 'Creates a new phone number for the voice agent.', { areaCode: str }),
      tool('create_broker', 'Create a message broker.', { broker_name: str, host_instance_type: str }),
      tool('deploy_endpoint', 'Deploy a model as a serverless endpoint.', {
        model: str,
        gpuIds: str,
        gpuCount: { type: 'integer' },
      }),
      tool('upgrade_plan', 'Upgrade the workspace plan to a higher tier.', { plan_id: str }),
      tool('provision_number', 'Provision a phone number for the account.', { area_code: str }),
    ],
    quiet: [
      tool('list_clusters', 'List clusters.'),
      tool('create_note', 'Create a note.'),
      // A subscription to change notifications is a webhook registration: nothing is billed.
      tool('create_change_subscription', 'Subscribe a listener to change notifications for a resource.', {
        resource: str,
        notificationUrl: str,
        changeType: str,
      }),
      tool('create_event_subscription', 'Create an event subscription that calls a webhook when a record changes.', {
        event: str,
        url: str,
      }),
      // An instance of a design component is a copy on a canvas, not a billed machine.
      tool('create_symbol_instance', 'Create an instance of a symbol on the canvas.', {
        symbolKey: str,
        x: { type: 'number' },
        y: { type: 'number' },
      }),
      // A size or a tier that bills nothing: an image's size, a support ticket's tier, a spec without machines.
      tool('create_thumbnail_spec', 'Create a thumbnail spec for the gallery.', {
        size: str,
        width: { type: 'integer' },
      }),
      tool('create_ticket_from_spec', 'Create a support ticket from a spec.', {
        spec: { type: 'object', properties: { title: str, tier: str } },
      }),
      // A plan with no billing in sight is a document: a test plan, a task plan, a roadmap.
      tool('create_test_plan', 'Creates a new test plan in the project.', { project: str, name: str }),
      // A contact's phone number is a field of a record, not a number rented from a carrier.
      tool('add_phone_number', "Add a phone number to a contact's record.", { contact_id: str, number: str }),
      // A number added to a list is no phone number.
      tool('add_number', 'Add a number to a list of numbers.', { value: { type: 'number' } }),
    ],
  },
});
