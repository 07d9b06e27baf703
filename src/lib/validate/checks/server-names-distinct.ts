import { checkServerIdentity } from '../../catalogue/identity.ts';
import { defineCheck } from '../check.ts';

export default defineCheck({
  id: 'server-names-distinct',
  summary:
    'Server display names are plain visible text and unique, compared ignoring case, accents and look-alike letters.',
  scope: 'catalogue',
  run(catalogue) {
    const fileOf = new Map(catalogue.servers.map((server) => [server.slug, server.file]));
    const issues = checkServerIdentity(catalogue.servers.map((s) => ({ slug: s.slug, name: s.record.name })));
    return {
      findings: issues.map((issue) => ({
        file: fileOf.get(issue.slug)!,
        path: ['name'],
        message: issue.message,
        tip: issue.tip,
      })),
    };
  },
});
