import { str, tool } from '../../examples.ts';
import type { Facts } from '../../facts.ts';
import { hitVerb, snake } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

const CREATE_LEMMAS = wordSet('create provision launch deploy');
/** A machine size written as a provider's slug: s-1vcpu-1gb, g6-standard-2, t3.micro, 4 vCPUs, 8 GB. */
const MACHINE_SLUG =
  /\b(?:s-\d+vcpu|\d+ ?v?cpus?\b|\d+ ?gb\b|g\d-(?:standard|dedicated|highmem|gpu)|(?:standard|dedicated|highmem)-\d|[a-z]\d[a-z]?\.(?:nano|micro|small|medium|large|\d*xlarge))/i;
/** A size or type parameter that may name such a slug in its description or its values. */
const SIZE_OR_TYPE = /^(?:size|type|plan|instance|flavor|flavour)$/;
/** A disk's size in gigabytes. */
const STORAGE_SIZE = /^(?:size_(?:gigabytes|gb|in_gb)|size_gib|capacity_gb|volume_size(?:_gb)?)$/;
/** Parameters that size a machine's processors, memory or disk. */
const COMPUTE_PARAM =
  /^(?:v?cpus?|v?cpu_count|num_cpus|memory_(?:mb|gb)|ram_(?:mb|gb)|disk_(?:gb|size_gb)|storage_gb)$/;
const PLACE_PARAM = /^(?:region|zone|location|datacenter|data_center)$/;
/** The opening sentences say the tool creates clusters or virtual machines. */
const CREATES_BILLED_TEXT =
  /\b(?:creat(?:e|es|ing)|provision(?:s|ing)?|launch(?:es|ing)?)\b(?: and \w+)?(?: [\w-]+){0,2} (?:clusters|virtual machines|node pools)\b|\bcluster creation\b/i;

/** What shows the machines are billed: a slug, a disk size or processors and memory where a cloud region is chosen. */
const sizedInARegion = (facts: Facts): string | undefined => {
  const all = [...facts.params, ...facts.nested];
  const place = all.find((parameter) => PLACE_PARAM.test(snake(parameter.name)));
  if (!place) return undefined;
  const where = `in a ${place.name}`;
  const slug = all.find(
    (parameter) =>
      SIZE_OR_TYPE.test(snake(parameter.name)) &&
      (MACHINE_SLUG.test(parameter.description) || parameter.values.some((value) => MACHINE_SLUG.test(value))),
  );
  if (slug) return `${slug.path ?? slug.name} ${where}`;
  const storage = all.find((parameter) => STORAGE_SIZE.test(snake(parameter.name)));
  if (storage) return `${storage.path ?? storage.name} ${where}`;
  const compute = all.filter((parameter) => COMPUTE_PARAM.test(snake(parameter.name)));
  return compute.length >= 2 && /\bcloud\b/i.test(`${facts.first} ${place.description}`)
    ? `${compute.map((parameter) => parameter.path ?? parameter.name).join(', ')} ${where}`
    : undefined;
};

export default defineRule({
  id: 'creates-billed-compute',
  stage: 'category',
  summary:
    'It creates or deploys machines the provider bills while they exist: a size given as a machine slug (s-1vcpu-1gb, t3.micro), a disk size in gigabytes, or processors and memory, where a cloud region is chosen; or its opening sentences say it creates clusters or virtual machines. Financial, held for approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const verb = hitVerb(facts, CREATE_LEMMAS);
    if (!verb) return undefined;
    const sized = sizedInARegion(facts);
    if (sized) return { signal: 'parameter', match: `${verb.match}, sized by ${sized}` };
    const opening = facts.description
      .split(/(?<=[.!?])\s/)
      .slice(0, 3)
      .join(' ');
    const creates = CREATES_BILLED_TEXT.exec(opening)?.[0];
    return creates !== undefined ? { signal: 'description', match: `${verb.match}: ${creates}` } : undefined;
  },
  then: {
    category: 'Financial',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    cadence: 'infra',
    attacks: ['denial-of-wallet', 'excessive-agency'],
    outcome: 'billed machines left running until someone reads the invoice',
    held: 'the machines it creates are billed while they exist',
    weight: 1,
  },
  says: '"{match}": machines billed while they exist',
  examples: {
    fires: [
      tool('sandbox_create', 'Create a new cloud sandbox.', {
        vcpu: { type: 'integer' },
        memory_mb: { type: 'integer' },
        region: str,
      }),
      tool('create_droplet', 'Create a new Droplet.', {
        name: str,
        region: str,
        size: { type: 'string', description: 'Slug of the size, e.g. s-1vcpu-1gb' },
      }),
      tool('create_volume', 'Create a block storage volume.', {
        name: str,
        size_gigabytes: { type: 'integer' },
        region: str,
      }),
      tool(
        'manage_stacks',
        'Manage stacks. It offers generate, deploy, describe and delete. It is the way of creating and managing Kubernetes clusters.',
        { operation: { type: 'string', enum: ['generate', 'deploy', 'describe', 'delete'] }, cluster_name: str },
      ),
    ],
    quiet: [
      // A size that is no machine (a banner's) where a region is named bills nothing.
      tool('create_banner', 'Create a banner for a region of the page.', {
        size: { type: 'string', description: 'small or large' },
        region: str,
      }),
      // A local container sized by processors and memory, with no cloud region: nothing is billed.
      tool('create_container', 'Create a local container.', {
        cpus: { type: 'integer' },
        memory_mb: { type: 'integer' },
      }),
      // Instances of a game engine's objects are no machines.
      tool('mass_create_objects', 'Create many instances at once in the place.', { className: str, parent: str }),
    ],
  },
});
