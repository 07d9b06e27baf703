/**
 * A description as a reader should see it in a search excerpt: the words, without the Markdown around them
 * ("**Purpose:**", "## Instructions", "- " bullets, `code` ticks, [links](url)), HTML tags, or template code an
 * author left unexpanded ("{'' if SUPPRESS_DEPRECATION_WARNING else DEPRECATION_MESSAGE}",
 * "{_FILE_ACCESS_MSGS[FILE_ACCESS_MODE]}"). Placeholders a reader needs ("/repos/{owner}/{repo}") stay. The tool
 * page quotes the author's text as written; this is only for the few lines of an excerpt. Whitespace runs
 * become one space.
 */

/**
 * A brace group that is template code rather than a placeholder or a JSON example: no "key: value", and
 * quotes, brackets, an if … else, or a name starting with "_".
 */
const isTemplateCode = (inside: string) =>
  !inside.includes(':') && (/['"[\]]/.test(inside) || /\bif\b.*\belse\b/.test(inside) || /^\s*_/.test(inside));
const templateCode = (text: string) =>
  text.replace(/\{([^{}\n]*)\}/g, (group, inside: string) => (isTemplateCode(inside) ? ' ' : group));

export function plainText(text: string): string {
  return (
    templateCode(text)
      // ${…} and {{…}} left by a template engine.
      .replace(/\$\{[^}\n]*\}|\{\{[^}\n]*\}\}/g, ' ')
      // [text](url) → text; images go.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]+)\]\([^)\s]*\)/g, '$1')
      // Tags: <br>, <b>…</b>, <!-- -->.
      .replace(/<!--[\s\S]*?-->|<\/?[A-Za-z][^<>]*>/g, ' ')
      // Headings, quotes, bullets and numbers at the start of a line.
      .replace(/^[ \t]*(?:#{1,6}[ \t]+|>[ \t]*|[-*+•][ \t]+|\d{1,3}[.)][ \t]+)/gm, '')
      // A heading mark left inside a line; a rule of dashes or stars.
      .replace(/(^|\s)(?:#{1,6}|[-*_=]{3,})(?=\s|$)/g, '$1')
      // Emphasis and code marks around words: **bold**, __bold__, *italic*, `code`.
      .replace(/\*\*|(?<!\w)__|__(?!\w)|`+/g, '')
      .replace(/(^|[\s(])\*(\S(?:[^*\n]*\S)?)\*(?=[\s.,;:!?)]|$)/g, '$1$2')
      // A bullet written inline after a colon or at a line's end: "Instructions: - do this".
      .replace(/(^|\s)[-•](?=\s)/g, '$1')
      // A paragraph that ends without a stop (a heading, "Refund a payment") ends with one.
      .replace(/([\p{L}\p{N})\]"'`])[ \t]*\n[ \t]*\n/gu, '$1. ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
