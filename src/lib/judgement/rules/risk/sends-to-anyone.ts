import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { sendsToChosenRecipient } from '../../signals/recipient.ts';

export default defineRule({
  id: 'sends-to-anyone',
  stage: 'risk',
  summary:
    "It sends mail, a message, a text or a share to a recipient the caller writes in (to, cc, recipients, a phone number): whatever it carries can go to anyone, in the user's name, and cannot be called back. High risk, approval.",
  when: (facts, state) => (state.readOnly ? undefined : sendsToChosenRecipient(facts)),
  then: {
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    cadence: 'message',
    attacks: ['data-exfiltration', 'confused-deputy'],
    flow: { sink: true },
    outcome: "private data mailed or messaged to an address an attacker wrote into the request, under the user's name",
    weight: 1,
  },
  says: '{match}: the caller picks who receives it, so it can go to anyone',
  examples: {
    fires: [
      tool('send_digest_mail', "Send an email from the user's mailbox.", {
        to: { type: 'array', items: str },
        subject: str,
        body: str,
      }),
      tool('send_sms_notice', 'Send a text message to a phone number.', { phone_number: str, text: str }),
      // The recipients can sit inside the message body.
      tool('forward_inbox_message', 'Forward a message of the mailbox.', {
        message_id: str,
        body: {
          type: 'object',
          properties: {
            toRecipients: { type: 'array', items: { type: 'object', properties: { address: str } } },
            comment: str,
          },
        },
      }),
    ],
    quiet: [
      // A fixed channel, a reply in an existing thread, a list filtered by recipient, a draft that is not sent.
      tool('post_team_update', 'Post an update to the team channel.', { text: str }),
      tool('list_outbox_mails', 'List mails sent from the mailbox.', { to: str }),
      tool('save_mail_draft', 'Create a draft email without sending it.', {
        to: { type: 'array', items: str },
        subject: str,
        body: str,
      }),
      tool('publish_metric_report', 'Publish the metrics report for a period.', {
        from: { type: 'string', description: 'Start time' },
        to: { type: 'string', description: 'End time (ISO 8601)' },
      }),
    ],
  },
});
