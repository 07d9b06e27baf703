import { wordSet } from '../facts.ts';

export const OUTBOUND_LEMMAS = wordSet(
  'send post publish notify email mail message tweet reply broadcast announce comment upload share forward dm sms webhook submit',
);
export const OUTAGE_LEMMAS = wordSet('pause suspend scale drain cordon shutdown terminate halt failover evict');
export const NAVIGATE_LEMMAS = wordSet('navigate go goto visit open');
