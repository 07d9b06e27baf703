/**
 * The attack patterns the catalogue knows (data/attacks/<id>.yaml). Which ones a tool lists is decided by the
 * rules that fire on it (rules.ts, each rule's `attacks`), not by category.
 */

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
