/**
 * Small helpers every generated sentence goes through, so counts agree with
 * their nouns and verbs and a server's name is not followed by words it
 * already contains ("Cloudron MCP Server MCP server").
 */

/**
 * A whole number with thousands separators, as en-US writes it ("12,345"), without Intl: the
 * first toLocaleString call in a page loads the browser's locale data, a long task on a phone,
 * and the builder island formats a number as it loads. Other numbers go to toLocaleString.
 */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/** "1 tool", "2 tools", "0 tools". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${groupDigits(n)} ${n === 1 ? singular : plural}`;
}

/** "is" for one, "are" for any other number. */
const isAre = (n: number) => (n === 1 ? 'is' : 'are');

/** "1 of its 2 tools is …", "3 of its 5 tools are …", "its only tool is …". */
export function partOf(part: number, total: number, noun: string, predicate: string): string {
  if (total === 1 && part === 1) return `its only ${noun} ${isAre(1)} ${predicate}`;
  if (part === total && total > 1) return `all ${groupDigits(total)} of its ${noun}s are ${predicate}`;
  return `${groupDigits(part)} of its ${count(total, noun)} ${isAre(part)} ${predicate}`;
}

const SAYS_MCP = /\bMCP\b/i;
const SAYS_SERVER = /\bserver\b/i;
/** A trailing "(…)" qualifies the name ("PostgreSQL (archived reference server)"); words are added before it. */
const QUALIFIER = /^(.*?\S)(\s+\([^()]*\))$/;

function withQualifier(name: string, add: (base: string) => string): string {
  const match = QUALIFIER.exec(name);
  return match ? `${add(match[1]!)}${match[2]!}` : add(name);
}

/**
 * The server named as an MCP server, without repeating what its name says:
 * "Slack" → "Slack MCP server", "Cloudron MCP Server" as it is,
 * "Playwright MCP (@playwright/mcp)" → "Playwright MCP server (@playwright/mcp)",
 * "PostgreSQL (archived reference server)" → "PostgreSQL MCP server (archived reference server)".
 */
export function mcpServerName(name: string): string {
  return withQualifier(name, (base) => {
    if (SAYS_MCP.test(base) && SAYS_SERVER.test(base)) return base;
    if (SAYS_MCP.test(base)) return `${base} server`;
    return `${base} MCP server`;
  });
}

/** A short tag for titles: "Slack MCP", "Cloudron MCP Server" as it is, "PostgreSQL MCP (archived reference server)". */
export function mcpLabel(name: string): string {
  return withQualifier(name, (base) => (SAYS_MCP.test(base) ? base : `${base} MCP`));
}

/** Upper-cases the first letter: "high" → "High". */
export const capitalise = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);

/** A sentence with its closing stop: one full stop added when it has none, never a second one. */
export const withStop = (text: string) => {
  const trimmed = text.trimEnd();
  return /[.!?…:]["'”’)\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
};
