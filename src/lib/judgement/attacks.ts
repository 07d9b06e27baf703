/**
 * Attack patterns a tool enables, chosen by category and by signals
 * (url parameters → SSRF, code parameters → command injection, private reads →
 * exfiltration and indirect prompt injection, payments → unauthorised transfer).
 * Two to four ids, most relevant first.
 */
import type { Category } from '../../schema/enums.ts';
import type { Exposure } from './exposure.ts';
import type { InferredEffect } from './infer-effect.ts';

export const ATTACK_IDS = [
  'tool-poisoning',
  'rug-pull',
  'tool-shadowing',
  'indirect-prompt-injection',
  'data-exfiltration',
  'excessive-agency',
  'confused-deputy',
  'token-passthrough',
  'command-injection',
  'ssrf',
  'supply-chain-impersonation',
  'denial-of-wallet',
  'unauthorised-transfer',
] as const;
export type AttackId = (typeof ATTACK_IDS)[number];

const MIN = 2;
const MAX = 4;

export function chooseAttacks(category: Category, effect: InferredEffect, exposure: Exposure): AttackId[] {
  const picked: AttackId[] = [];
  const add = (...ids: AttackId[]) => {
    for (const id of ids) if (!picked.includes(id)) picked.push(id);
  };
  if (effect.description.steering.length > 0) add('tool-poisoning');
  if (exposure.takesSecrets.length > 0 && category !== 'Financial') add('token-passthrough');

  switch (category) {
    case 'Financial':
      add('unauthorised-transfer', 'denial-of-wallet', 'excessive-agency', 'confused-deputy');
      break;
    case 'Destructive':
      add('excessive-agency', 'confused-deputy');
      if (effect.runsCode) add('command-injection');
      add('indirect-prompt-injection');
      break;
    case 'Execute':
      if (effect.runsCode) add('command-injection');
      add('excessive-agency');
      if (exposure.fetchesUrl) add('ssrf');
      if (exposure.sends) add('data-exfiltration');
      if (exposure.cost) add('denial-of-wallet');
      if (exposure.secrets.length > 0) add('token-passthrough');
      add('confused-deputy', 'indirect-prompt-injection');
      break;
    case 'Write':
      add('excessive-agency');
      if (exposure.secrets.length > 0 || exposure.access.length > 0) add('token-passthrough');
      if (exposure.fetchesUrl) add('ssrf');
      if (effect.schema.content.length > 0) add('data-exfiltration');
      if (exposure.cost) add('denial-of-wallet');
      add('confused-deputy');
      break;
    case 'Read':
      if (exposure.fetchesUrl) add('ssrf', 'indirect-prompt-injection');
      if (exposure.secrets.length > 0) add('data-exfiltration', 'token-passthrough');
      if (exposure.privateData.length > 0) add('data-exfiltration', 'indirect-prompt-injection');
      if (exposure.externalContent.length > 0) add('indirect-prompt-injection');
      if (exposure.cost) add('denial-of-wallet');
      add('tool-poisoning');
      break;
  }
  for (const filler of ['tool-poisoning', 'rug-pull'] as const) {
    if (picked.length >= MIN) break;
    add(filler);
  }
  return picked.slice(0, MAX);
}
