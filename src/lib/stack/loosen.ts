/**
 * A stack link (/stack/?set=…) can change verdicts. A change that is looser than the recommendation (allow where
 * we recommend approval, a limit or a refusal; approval where we recommend a refusal) must not arrive silently:
 * the page lists each loosened tool and applies none until the reader accepts them with a click. Changes at least
 * as strict as the recommendation apply at once. The same rule the validator applies to records (a verdict looser
 * than the record's is refused) applied to what a link asks.
 */
import { VERDICTS, VERDICT_LABEL, type Category, type RiskLevel, type Verdict } from '../../schema/enums.ts';
import { toolKey, type OverrideVerdict, type Overrides, type StackServer } from './analyse.ts';

export interface Loosened {
  server: string;
  serverName: string;
  tool: string;
  recommended: Verdict;
  asked: OverrideVerdict;
  category?: Category;
  risk?: RiskLevel;
  url?: string;
}

/** Whether `asked` lets more through than `recommended` (VERDICTS runs from the loosest to the strictest). */
export const isLooser = (asked: Verdict, recommended: Verdict) =>
  VERDICTS.indexOf(asked) < VERDICTS.indexOf(recommended);

/** The changes of `overrides` that are looser than the recommendation, for the servers that are loaded. */
export function loosenedOverrides(servers: readonly StackServer[], overrides: Overrides): Loosened[] {
  const found: Loosened[] = [];
  for (const server of servers) {
    for (const tool of server.tools) {
      const asked = overrides.get(toolKey(server.slug, tool.name));
      if (!asked || !isLooser(asked, tool.verdict.verdict)) continue;
      found.push({
        server: server.slug,
        serverName: server.name,
        tool: tool.name,
        recommended: tool.verdict.verdict,
        asked,
        ...(tool.category ? { category: tool.category } : {}),
        ...(tool.risk ? { risk: tool.risk } : {}),
        ...(tool.url ? { url: tool.url } : {}),
      });
    }
  }
  return found;
}

/** One loosened tool in words: "write_file (Filesystem): Destructive, high risk; recommended Require approval, the link says Allow." */
export function describeLoosened(item: Loosened): string {
  const what = [item.category, item.risk ? `${item.risk} risk` : undefined].filter(Boolean).join(', ');
  return `${item.tool} (${item.serverName})${what ? `: ${what}` : ''}; we recommend ${VERDICT_LABEL[item.recommended]}, the link says ${VERDICT_LABEL[item.asked]}.`;
}

/** A key that names one accepted loosening exactly, so accepting "allow" does not accept another verdict later. */
export const loosenedKey = (item: Pick<Loosened, 'server' | 'tool' | 'asked'>) =>
  `${toolKey(item.server, item.tool)}:${item.asked}`;
