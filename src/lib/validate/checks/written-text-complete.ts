import { defineCheck, type Finding } from '../check.ts';

/** The first bracket in `text` that is never closed, or closed without being opened; none when all pair up. */
export function unpairedBracket(text: string): string | undefined {
  const pairs: Record<string, string> = { ')': '(', ']': '[' };
  const open: string[] = [];
  for (const char of text) {
    if (char === '(' || char === '[') open.push(char);
    else if (char in pairs && open.pop() !== pairs[char]) return char;
  }
  return open.at(-1);
}

/**
 * What reviewers and the engine write for readers (the rationale, the policy's reason, each evidence step's
 * sentence) reaches the tool's page whole: a sentence cut off in the middle ("(a call sends path IDs, reconn…;")
 * leaves a bracket open on the page. Brackets are counted, not parsed: a smiley or a code call is still a pair.
 */
export default defineCheck({
  id: 'written-text-complete',
  summary:
    'A rationale, a policy reason and every evidence sentence close each bracket they open: text cut off mid-sentence never reaches a page.',
  scope: 'record',
  run(catalogue) {
    const findings: Finding[] = [];
    for (const tool of catalogue.tools) {
      const { rationale, policy, evidence } = tool.record;
      const fields: [readonly PropertyKey[], string | undefined][] = [
        [['rationale'], rationale],
        [['policy', 'reason'], policy.reason],
        ...(evidence ?? []).map((step, index): [readonly PropertyKey[], string] => [
          ['evidence', index, 'says'],
          step.says,
        ]),
      ];
      for (const [path, text] of fields) {
        const bracket = text === undefined ? undefined : unpairedBracket(text);
        if (!bracket) continue;
        findings.push({
          file: tool.file,
          path,
          message: `"${bracket}" is never ${bracket === '(' || bracket === '[' ? 'closed' : 'opened'} in ${path.join('.')}: the text looks cut off`,
          tip: 'finish the sentence or remove the unfinished bracketed part',
        });
      }
    }
    return { findings };
  },
});
