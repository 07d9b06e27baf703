/**
 * PolicyExports (the seven formats' list) as the build renders it: a lazy list carries links and notes but no texts,
 * and a list that writes its texts refuses items made without them, with a message that says how to fix it.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import PolicyExports from '../../src/components/PolicyExports.astro';
import ToolExports from '../../src/components/ToolExports.astro';
import { exportItems } from '../../src/lib/policy/exports/items.ts';
import type { ToolVerdict } from '../../src/lib/policy/generate.ts';

const verdicts: ToolVerdict[] = [
  { name: 'read_file', verdict: 'allow' },
  { name: 'send_mail', verdict: 'rate-limit', max: 5, window: 'hour' },
];
let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});
const render = (props: Record<string, unknown>) => container.renderToString(PolicyExports, { props });

describe('PolicyExports', () => {
  it('writes each text when not lazy', async () => {
    const html = await render({ idPrefix: 'x', items: exportItems({ slug: 'mail', url: '/servers/mail/', verdicts }) });
    expect(html).toMatch(/data-export-text[^>]*>[^<]*read_file/);
    expect(html).not.toContain('data-lazy');
  });

  it('links each file, with its notes and no text, when its items were made without texts', async () => {
    const html = await render({
      idPrefix: 'x',
      items: exportItems({ slug: 'mail', url: '/servers/mail/', verdicts, withText: false }),
    });
    expect(html).toContain('data-lazy');
    expect(html).toContain('href="/servers/mail/export/codex.toml"');
    expect(html).toContain('send_mail');
    expect(html).not.toMatch(/data-export-text[^>]*>[^<]+</);
  });

  it('refuses a list where some items have their text and others do not, naming them', async () => {
    const whole = exportItems({ slug: 'mail', url: '/servers/mail/', verdicts });
    const bare = exportItems({ slug: 'mail', url: '/servers/mail/', verdicts, withText: false });
    await expect(render({ idPrefix: 'x', items: [...whole.slice(1), bare[0]] })).rejects.toThrow(
      new RegExp(
        `${bare[0]!.label} has no text but the others do; make every item with the same exportItems\\(\\{ withText \\}\\) call`,
      ),
    );
  });

  it("on a tool page, lists each format with the server's whole file and nothing more: the browser writes the tool's rule", async () => {
    const tool = { url: '/servers/mail/send_mail/', verdict: verdicts[1]! };
    const server = {
      slug: 'mail',
      url: '/servers/mail/',
      record: { name: 'Mail' },
      tools: verdicts.map((verdict) => ({ verdict })),
    };
    const html = (await container.renderToString(ToolExports, { props: { server, tool } })).replaceAll('&#39;', "'");
    expect(html).toContain('data-rule="/servers/mail/send_mail/policy.json" data-slug="mail"');
    expect(html).toContain('href="/servers/mail/export/codex.toml"');
    expect(html).toContain("Download Mail's whole codex.toml");
    expect(html).toMatch(
      /Each format links Mail's whole file, which holds this tool's rule and those of the server's other tools\. Install the whole file: [^<]+ too\. Without script, each link downloads the whole file: the page does not carry the rule in each format\. The files name the server <code>mail<\/code>/,
    );
    // The spaces around the links survive the template's line breaks.
    expect(html).toContain('are under <a href="/servers/mail/#server-exports">Mail\'s formats</a> and in <a');
    expect(html).toMatch(/class="js-only">\s*Opening a format here writes this tool's rule in it/);
    expect(html).not.toContain('data-export-text');
    expect(html).not.toContain('send_mail:');
  });
});
