/**
 * Repositories of the servers held out of the catalogue for the judgement engine's independent evaluation
 * (Supabase, Stripe, Sentry, kubernetes-mcp-server, and any Grafana or Terraform MCP server). The extractor
 * refuses them before it reads a file.
 */
const HELD_OUT_OWNERS = /^(supabase|supabase-community|stripe|getsentry|grafana)$/i;
const HELD_OUT_NAMES = /(grafana|terraform|sentry|supabase|stripe|^kubernetes-mcp-server$)/i;

/** Why a repository (https URL or owner/name) and folder are held out, or undefined when they are not. */
export function heldOutSource(repository: string, root = ''): string | undefined {
  const path = repository.replace(/^https:\/\/github\.com\//, '').replace(/\/+$/, '');
  const [owner = '', name = ''] = path.split('/');
  if (HELD_OUT_OWNERS.test(owner)) return `${owner} is the publisher of a held-out server`;
  if (HELD_OUT_NAMES.test(name)) return `${name} is a held-out server`;
  if (/grafana|terraform|sentry|supabase|stripe|kubernetes-mcp-server/i.test(root))
    return `${root} is a held-out server`;
  if (/^(containers|manusa)$/i.test(owner) && /kubernetes/i.test(name)) return 'kubernetes-mcp-server is held out';
  return undefined;
}
