import { describe, expect, it } from 'vitest';
import check from '../../src/lib/validate/checks/rationale-agrees-with-verdict.ts';
import { rationaleArguesFor } from '../../src/lib/judgement/reviewed.ts';
import { catalogueOf, entry, found, tool } from '../support/checks.ts';

describe('rationale-agrees-with-verdict', () => {
  it('reports a rationale that argues for a cap on a tool held for approval', () => {
    const record = tool('delete_issue_link', {
      rationale: 'Removes a link between two issues. The link can be recreated, so a cap fits better than approval.',
      policy: { verdict: 'require-approval' },
      risk: 'critical',
    });
    expect(found(check, catalogueOf([entry(record)]))).toEqual([
      'delete_issue_link.yaml: the rationale argues for rate-limit, but the verdict is require-approval',
    ]);
  });
  it('reads what a sentence says the tool gets, not what it does not get or what another tool gets', () => {
    expect(rationaleArguesFor('Capped at 30 per hour rather than held for approval.', 'rate-limit')).toBeUndefined();
    expect(rationaleArguesFor('Held for approval rather than capped.', 'require-approval')).toBeUndefined();
    expect(
      rationaleArguesFor('Nothing is sent until send-broadcast, which needs approval.', 'rate-limit'),
    ).toBeUndefined();
    expect(rationaleArguesFor('Same power as run_tests. Same cap.', 'allow')).toBe('rate-limit');
    expect(rationaleArguesFor('A trivial edit, not a loss worth approval.', 'require-approval')).toBe('rate-limit');
    expect(rationaleArguesFor('Nothing changes. Allowed.', 'rate-limit')).toBe('allow');
  });
});
