/**
 * A tool's category, risk and recommended verdict as badges, and the rows of a table of tools, written as HTML
 * strings. The badge components (CategoryBadge, RiskBadge, VerdictBadge) render these, and ToolTable writes its rows
 * with them: a table lists up to a few hundred tools, and rendering each badge and name as an Astro component was most
 * of the time of the pages that list tools (docs/benchmarks.md). The markup is the one the components wrote;
 * tests/badges-html.test.ts reads it back with an HTML parser.
 */
import { RISK_LEVELS, VERDICT_LABEL, type Category, type RiskLevel, type Verdict } from '../../schema/enums.ts';
import { categoryUrl, riskUrl, serverUrl } from '../catalogue/urls.ts';
import { attributeText, elementText } from '../text/html.ts';
import { nameHtml } from '../text/names.ts';

/** The category, with "Category:" for screen readers; a link to the category's page when `link`. */
export function categoryBadgeHtml(category: Category, link = false): string {
  const inner = `<span class="visually-hidden">Category: </span>${elementText(category)}`;
  return link
    ? `<a class="badge cat" href="${attributeText(categoryUrl(category))}">${inner}</a>`
    : `<span class="badge cat">${inner}</span>`;
}

/** Filled dots give the level a shape as well as a colour and a word: ●●○○ for medium. */
export function riskDots(risk: RiskLevel): string {
  const level = RISK_LEVELS.indexOf(risk) + 1;
  return '●'.repeat(level) + '○'.repeat(RISK_LEVELS.length - level);
}

/** The risk level with its dots; a link to the level's page, saying "risk" aloud, when `link`. */
export function riskBadgeHtml(risk: RiskLevel, link = false): string {
  const dots = `<span class="risk-dots" aria-hidden="true">${riskDots(risk)}</span>`;
  const level = elementText(risk);
  return link
    ? `<a class="badge risk-${attributeText(risk)}" href="${attributeText(riskUrl(risk))}">${dots} ${level} risk</a>`
    : `<span class="badge risk-${attributeText(risk)}">${dots} ${level}<span class="visually-hidden"> risk</span></span>`;
}

/** The recommended verdict, with "Verdict:" for screen readers. */
export function verdictBadgeHtml(verdict: Verdict): string {
  return `<span class="badge verdict"><span class="k visually-hidden">Verdict:</span>${elementText(VERDICT_LABEL[verdict])}</span>`;
}

/** What a row of a table of tools needs of a tool. */
export interface ToolRow {
  url: string;
  server: string;
  record: { name: string; category: Category; risk: RiskLevel; policy: { verdict: Verdict } };
}

/**
 * The <tr> of each tool: its name linked to its page, its server when `showServer` (named from `serverNames`, else
 * by its slug), and its badges.
 */
export function toolRowsHtml(
  tools: readonly ToolRow[],
  { showServer = false, serverNames }: { showServer?: boolean; serverNames?: ReadonlyMap<string, string> } = {},
): string {
  let html = '';
  for (const tool of tools) {
    html += `<tr><td><a href="${attributeText(tool.url)}">${nameHtml(tool.record.name)}</a></td>`;
    if (showServer)
      html += `<td data-label="Server"><a href="${attributeText(serverUrl(tool.server))}">${nameHtml(serverNames?.get(tool.server) ?? tool.server, false)}</a></td>`;
    html += `<td>${categoryBadgeHtml(tool.record.category)}</td><td>${riskBadgeHtml(tool.record.risk)}</td><td>${verdictBadgeHtml(tool.record.policy.verdict)}</td></tr>`;
  }
  return html;
}
