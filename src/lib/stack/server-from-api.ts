/** The stack's view of a server, read from its static API file (/api/servers/<slug>.json). */
import type { ApiServerFile } from '../../schema/api.ts';
import type { StackServer } from './analyse.ts';

export function stackServerFromApi(file: ApiServerFile): StackServer {
  return {
    slug: file.server.slug,
    name: file.server.name,
    url: new URL(file.server.url).pathname,
    tools: file.tools.map((tool) => ({
      name: tool.name,
      category: tool.category,
      risk: tool.risk,
      ...(tool.flow ? { flow: { ...tool.flow } } : {}),
      verdict:
        tool.policy.verdict === 'rate-limit'
          ? { name: tool.name, verdict: 'rate-limit', max: tool.policy.max!, window: tool.policy.window! }
          : { name: tool.name, verdict: tool.policy.verdict },
      ...(tool.mentions ? { mentions: [...tool.mentions] } : {}),
      url: new URL(tool.url).pathname,
    })),
  };
}
