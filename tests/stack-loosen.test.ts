/** A stack link's verdicts against the recommendation (src/lib/stack/loosen.ts): looser ones are named, never applied silently. */
import { describe, expect, it } from 'vitest';
import { describeLoosened, isLooser, loosenedKey, loosenedOverrides } from '../src/lib/stack/loosen.ts';
import { fixtureServer } from './support/stack-servers.ts';

describe('loosened verdicts', () => {
  it('orders verdicts from the loosest to the strictest', () => {
    expect(isLooser('allow', 'require-approval')).toBe(true);
    expect(isLooser('allow', 'rate-limit')).toBe(true);
    expect(isLooser('require-approval', 'deny')).toBe(true);
    expect(isLooser('deny', 'allow')).toBe(false);
    expect(isLooser('require-approval', 'require-approval')).toBe(false);
  });

  it('names each change looser than the recommendation, and only those', () => {
    const chat = fixtureServer('zz-chat');
    const overrides = new Map([
      ['zz-chat/send_dm', 'allow' as const], // recommended rate-limit: looser
      ['zz-chat/post_message', 'deny' as const], // recommended allow: stricter
      ['zz-chat/list_channels', 'allow' as const], // the same as recommended
    ]);
    const found = loosenedOverrides([chat], overrides);
    expect(found.map((l) => [l.tool, l.recommended, l.asked])).toEqual([['send_dm', 'rate-limit', 'allow']]);
    expect(describeLoosened(found[0]!)).toBe(
      'send_dm (ZZ Chat): Execute, high risk; we recommend Rate-limit, the link says Allow.',
    );
    expect(loosenedKey(found[0]!)).toBe('zz-chat/send_dm:allow');
  });
});

describe('the keys of the reader’s choice', () => {
  it('are the ones every page’s script reads (written out there to keep it small)', async () => {
    const { readFileSync } = await import('node:fs');
    const { CHOICE_KEY, NAMES_KEY } = await import('../src/lib/stack/client-name.ts');
    const site = readFileSync('src/client/site.ts', 'utf8');
    expect(site).toContain(`stored('${CHOICE_KEY}')`);
    expect(site).toContain(`stored('${NAMES_KEY}')`);
  });
});
