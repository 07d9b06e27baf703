/**
 * Verbs of actions several rules read, each list named for what its verbs do.
 */
import { wordSet } from './word-set.ts';

/** Verbs that send something to people or other systems. */
export const OUTBOUND_LEMMAS = wordSet(
  'send post publish notify email mail message tweet reply broadcast announce comment upload share forward dm sms webhook submit',
);
/** Verbs that take a running service out of use or shrink it: the service is down or degraded until someone acts. */
export const OUTAGE_LEMMAS = wordSet('pause suspend scale drain cordon shutdown terminate halt failover evict');
/** Verbs that interrupt running infrastructure: an outage, or a restart, a rollout or a rollback that replaces what runs. */
export const DISRUPT_LEMMAS: ReadonlySet<string> = new Set([
  ...OUTAGE_LEMMAS,
  ...wordSet('stop restart reboot kill rollout rollback'),
]);
/** Verbs that open an address in a session. */
export const NAVIGATE_LEMMAS = wordSet('navigate go goto visit open');
