import type { ToolEntry } from '../../catalogue/reader.ts';
import { tokenizeName } from '../../judgement/signals/tokens.ts';
import { defineCheck, type Finding } from '../check.ts';

/** Everyday nouns are never a product's name, even when many tool names start with them (web_search, web_fetch). */
const GENERIC_WORDS = new Set([
  'web',
  'internet',
  'page',
  'pages',
  'file',
  'data',
  'browser',
  'user',
  'mail',
  'email',
  'calendar',
  'search',
  // Every rationale speaks of the agent that calls the tool (agent-security-scanner → "a misled agent").
  'agent',
  'agents',
  'model',
  'models',
]);

/** Words a server's tool names share as a prefix (cloudron_*, kubectl_*) and its slug's vendor word: product names, never objects. */
function productWords(tools: readonly ToolEntry[]): Set<string> {
  const counts = new Map<string, number>();
  for (const tool of tools) {
    const first = tokenizeName(tool.record.name)[0];
    if (first) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  const words = new Set<string>();
  // A shared prefix in the plural (workers_*, files_*) names the objects themselves, not a product.
  for (const [word, count] of counts)
    if (count >= 2 && count >= tools.length * 0.3 && !/s$/.test(word)) words.add(word);
  // The vendor word of the server's slug (cloudflare-radar → cloudflare), not its product words, which are often real objects (workers).
  for (const tool of tools) {
    const vendor = tool.server.split('-')[0];
    if (vendor && vendor.length > 2) words.add(vendor);
  }
  for (const generic of GENERIC_WORDS) words.delete(generic);
  return words;
}

/** Quantifiers that read as an object only in a garbled phrase ("update the many"). */
const QUANTIFIERS = new Set(['many', 'one', 'all', 'bulk', 'batch']);

export default defineCheck({
  id: 'rationale-not-garbled',
  summary:
    'A rationale names what the tool acts on, never the product, a quantifier or the tool’s own bare name as the object ("returns the acme").',
  scope: 'catalogue',
  run(catalogue) {
    const byServer = new Map<string, ToolEntry[]>();
    for (const tool of catalogue.tools) byServer.set(tool.server, [...(byServer.get(tool.server) ?? []), tool]);
    const findings: Finding[] = [];
    for (const serverTools of byServer.values()) {
      const products = productWords(serverTools);
      for (const tool of serverTools) {
        const text = tool.record.rationale.toLowerCase();
        for (const found of text.matchAll(
          /\b(?:the|returns|searches|reads|changes|lists|gets) ([a-z]+)(?= and\b| changes\b|[.,;]|$)/g,
        )) {
          const word = found[1] as string;
          // A tool named for its plural object ("teams" returns teams) names a noun, not a verb.
          const bareName = word === tool.record.name.toLowerCase() && !/[^s]s$/.test(word);
          if (!products.has(word) && !bareName && !QUANTIFIERS.has(word)) continue;
          findings.push({
            file: tool.file,
            path: ['rationale'],
            message: `the rationale uses ${products.has(word) ? 'the product name' : 'the bare verb'} "${word}" as an object ("${found[0]}")`,
            tip: 'say what the tool acts on (its records, files, resources), not the product or the verb',
          });
          break;
        }
      }
    }
    return { findings };
  },
});
