import { str, tool } from '../../examples.ts';
import { describeParameter, findParameter } from '../../facts.ts';
import { inText } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { sendsToChosenRecipient } from '../../signals/recipient.ts';

/** A parameter naming whom the tool acts as: another user, account or role. */
const ACTING_AS_PARAM =
  /^(?:on_?behalf_?of|as_?user|act_?as|acting_?as|run_?as|impersonat\w*|sudo(?:_?user)?|assume_?role\w*|role_?arn|target_?account(?:_?id)?|cross_?account\w*|delegated?_?user\w*)$/i;
const ACTING_AS_TEXT =
  /\bon behalf of (?:another|any|other|a different|the given|the specified) (?:user|member|account|person)s?\b|\bimpersonat(?:e|es|ing|ion)\b|\bas (?:another|a different|any) (?:user|member|account)\b|\bcross[- ]account\b|\bassum(?:e|es|ing) (?:an? |the )?(?:iam )?role\b/i;
export default defineRule({
  id: 'acts-for-caller',
  stage: 'risk',
  summary:
    "It acts with the server's or the user's authority for someone the caller names: as another user or account (on behalf of, impersonate, assume a role, cross-account), or sending in the user's name to a recipient the caller chooses. Whoever steers the agent borrows that authority: confused deputy.",
  when: (facts, state) => {
    const actingAs = findParameter(facts, (candidate) => ACTING_AS_PARAM.test(candidate.name.replace(/-/g, '_')));
    if (actingAs) return { signal: 'parameter', match: describeParameter(actingAs) };
    const said = inText(facts, ACTING_AS_TEXT);
    if (said) return said;
    return state.readOnly ? undefined : sendsToChosenRecipient(facts);
  },
  then: { attacks: ['confused-deputy'], weight: 0.5 },
  says: "{match}: it acts with the account's authority for whoever the caller names",
  examples: {
    fires: [
      tool('send_invoice_email', "Send an email from the user's mailbox.", { to: str, subject: str, body: str }),
      tool('post_as_member', 'Post a message to a channel as another workspace member.', {
        channel: str,
        text: str,
        on_behalf_of: str,
      }),
      tool('copy_bucket_objects', 'Copy objects into a bucket of another account, assuming a role there.', {
        role_arn: str,
        bucket: str,
      }),
    ],
    quiet: [
      tool('delete_ledger_note', 'Deletes a note of the ledger.', { note_id: str }),
      tool('post_channel_note', 'Send a message to the team channel.', { text: str }),
      tool('list_sent_emails', 'List emails sent from the mailbox.', { to: str }),
      // "from" and "to" of a time range name no recipient.
      tool('publish_metric_report', 'Publish the metrics report for a period.', {
        from: { type: 'string', description: 'Start time' },
        to: { type: 'string', description: 'End time (ISO 8601)' },
      }),
    ],
  },
});
