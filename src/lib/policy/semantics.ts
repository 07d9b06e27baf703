/** How policy.json version "1" decides a call, in words; src/lib/policy/evaluate.ts is the same rules in code. */
export const POLICY_SEMANTICS = [
  'A tool named in "hide" is removed from the tool list the agent sees and denied if called. "hide": ["*"] hides and denies every tool. Hide wins over everything else.',
  'A tool listed under "tools" is governed by its rule. A tool that is not listed is denied when "default" is "deny", and allowed with no rule of its own when "default" is "allow".',
  'A rule with "require": ["approval"] holds each call until a person approves it. An approved call then goes on to the limits.',
  'The limits that apply to a call are the tool rule\'s "limits" plus the "all_tools" limits. Every one must have room for the call or the call is denied; a denied call is not counted.',
  'Windows are calendar windows in UTC: a "minute" limit counts the calls from second 0 to second 59 of each minute, an "hour" limit each clock hour, a "day" limit each UTC day. Counts start again at zero when a new window begins.',
  'Limits that name the same counter and window share one count, and a call is counted once for it. That is how several tools can share one budget.',
  '"scope": "grant" means counts belong to one grant: one agent session that was given the policy. A new grant starts with every count at zero.',
  'The clock never runs backwards within a grant: a call stamped earlier than the latest call already seen is counted at that latest time, so setting a clock back cannot reopen a used-up window.',
] as const;
