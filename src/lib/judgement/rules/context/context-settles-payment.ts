import { str, tool } from '../../examples.ts';
import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { PAYMENT_OBJECTS, PAYMENT_SETTLING_VERBS } from '../../vocabulary/money-words.ts';

export default defineRule({
  id: 'context-settles-payment',
  stage: 'context',
  summary:
    'Capturing, confirming, authorising or voiding a payment, a charge or a payment intent (named so in the tool\'s name) takes or releases the money: "capture" there is no screenshot, it charges the card.',
  when: forVerb(
    (verb, facts) =>
      PAYMENT_SETTLING_VERBS.has(verb.lemma) &&
      (facts.tokens.some((token) => PAYMENT_OBJECTS.has(token)) ||
        // "capturePaymentIntent" splits into payment and intent.
        facts.tokens.join(' ').includes('payment intent')),
  ),
  then: { verbClass: 'financial' },
  says: '"{match}" settles a payment',
  examples: {
    fires: [
      tool('capture_payment', 'Capture an authorized payment.', { payment_id: str }),
      tool('confirmPaymentIntent', 'Confirm a PaymentIntent.', { id: str }),
    ],
    quiet: [
      tool('capture_screenshot', 'Capture a screenshot of the page.', { selector: str }),
      tool('confirm_booking', 'Confirm a booking.', { booking_id: str }),
    ],
  },
});
