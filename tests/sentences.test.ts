import { describe, expect, it } from 'vitest';
import { blockProblems, gluedWords, pageProblems, proseBlocks } from '../src/lib/text/sentences.ts';

const kinds = (text: string) => blockProblems(text).map((p) => [p.kind, p.found]);

describe("the site's own sentences, proofread", () => {
  it('finds what the review of the site found', () => {
    expect(kinds("It returns [FILE]/[DIR] names only.. A person's review read the definition.")).toEqual([
      ['doubled-punctuation', '..'],
    ]);
    expect(kinds('Reads private data: no. Reads private or sensitive data: files, databases, mail.')).toEqual([
      ['named-twice', 'reads private'],
    ]);
    expect(
      kinds('The Filesystem MCP server (reference server) (https://github.com/x/y), published by someone.'),
    ).toEqual([['named-twice', ') (']]);
    expect(kinds('Then list list under the tools.')).toEqual([['repeated-word', 'list list']]);
    expect(kinds('It reads the the files.')).toEqual([['repeated-word', 'the the']]);
    expect(kinds('It reads files (and folders.')).toEqual([['unbalanced-brackets', '(']]);
    expect(kinds('It reads files, , and folders.')).toEqual([['doubled-punctuation', ', ,']]);
  });

  it('lets correct sentences be', () => {
    for (const text of [
      'It waits… and then it waits ... again.',
      'It approves a sign-in in an app that is open.',
      'It is non-read-only only because of filePath.',
      'Cedar names it MCP::Action::"register" (a permit).',
      'It refuses schemes other than http (no file:), but not hosts.',
      'It works :) and then it stops.',
      'Reads private data: yes.',
      'A tool that reads private data, one that brings in text, and one that sends data out are dangerous together.',
      'It reads (and writes) files; it reads [some] folders {rarely}.',
      'Then list "list" under "tools".',
      'The option is computed at run time (internal/k8s/registry.go:83).',
      'FastMCP tool(…)(function) calls, schema from the signature.',
    ])
      expect(blockProblems(text), text).toEqual([]);
  });

  it("reads only the page's own prose: not code, scripts, the authors' quoted words or hidden text", () => {
    const html = `<html><head><title>T</title><script>a..b</script></head><body>
      <p>We read <code>x..y</code> and the source.</p>
      <blockquote>The author's words.. twice twice</blockquote>
      <td data-authors-words>Param (unclosed</td>
      <p>Its author describes it as: “Runs runs things..” We class it as Execute.</p>
      <p hidden>Hidden hidden.</p>
      <p>Our own  own text is here.</p></body></html>`;
    expect(proseBlocks(html)).toEqual([
      'We read CODE and the source.',
      'Its author describes it as: QUOTE We class it as Execute.',
      'Our own own text is here.',
    ]);
    expect(pageProblems(html).map((p) => p.found)).toEqual(['own own']);
  });

  it('finds a word glued to the link or code beside it, where a line break in a template lost its space', () => {
    const html = `<body><p>What each cannot enforce is under<a href="/s/#x">its formats</a> and in
      <a href="/docs/">the docs</a>; <a href="/stack/">/stack/</a>writes them, and <code>npm run check</code>in a
      clone does too.</p><blockquote>The author's<a href="/x">link</a></blockquote>
      <p data-authors-words>theirs<code>x</code>y</p></body>`;
    expect(gluedWords(html).map((p) => p.found)).toEqual(['r<a href="/s/#x">', '</a>w', '</code>i']);
    expect(pageProblems(html).filter((p) => p.kind === 'glued-words')[0]!.text).toContain('is underits formats');
  });

  it('lets a link or code with its spaces, or next to punctuation, be', () => {
    const html = `<body><p>See <a href="/a">the list</a>, <code>x.y</code>: (<a href="/b">b</a>) and “<em>c</em>”.
      <strong>Destructive:</strong> it deletes. The <code>list_*</code> tools' names.</p></body>`;
    expect(gluedWords(html)).toEqual([]);
  });
});
