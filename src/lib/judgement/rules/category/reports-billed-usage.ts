import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { BILLED_USAGE_TEXT, BILLING_TEXT } from '../../vocabulary/money-words.ts';

export default defineRule({
  id: 'reports-billed-usage',
  stage: 'category',
  summary:
    "It reports usage or meter events (or records) that the description says are billed: each one it sends adds to a customer's bill. Financial, held for approval.",
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    // The name names what is sent (events, records, usage), not a meter that totals them; the name or the opening
    // sentences say it is usage; billing may be said anywhere in the description.
    if (!facts.tokens.some((token) => /^(?:events?|records?|readings?|usage)$/.test(token))) return undefined;
    const opening = facts.description
      .split(/(?<=[.!?])\s/)
      .slice(0, 2)
      .join(' ');
    const usage = BILLED_USAGE_TEXT.exec(`${facts.tokens.join(' ')} ${opening}`)?.[0];
    if (usage === undefined || !BILLING_TEXT.test(facts.description)) return undefined;
    return { signal: 'description', match: usage };
  },
  then: {
    category: 'Financial',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['unauthorised-transfer'],
    outcome: "usage billed to a customer that nobody used, on the customer's next invoice",
    held: 'what it reports is billed to a customer',
    weight: 1,
  },
  says: '"{match}" are billed to a customer',
  examples: {
    fires: [
      tool(
        'ingest_events',
        'Ingest usage events for a customer. Each event is totalled by its meter into the billing period.',
        { events: { type: 'array', items: { type: 'object', properties: { customer_id: str, value: str } } } },
      ),
      tool('create_meter_event', 'Create a meter event. Metered prices bill the customer for the total.', {
        event_name: str,
        customer: str,
        value: { type: 'integer' },
      }),
    ],
    quiet: [
      tool('track_usage_event', 'Track a product usage event for analytics dashboards.', { event: str }),
      tool('list_usage_records', 'List usage records of a subscription item, as billed.', { item: str }),
      tool('create_meter', 'Create a meter: define how usage events are aggregated into billable units.', {
        name: str,
      }),
    ],
  },
});
