/**
 * The catalogue as matching and the check read it, from the static API (/api/servers.json and
 * /api/servers/<slug>.json): the build writes those files from the records, the /stack/ page fetches them, and
 * `npm run check` reads them from a snapshot of the site or makes them from the catalogue in the repository. One
 * shape, so the page and the CLI match the same way.
 */
import type { ApiServerFile, ApiServerSummary } from '../../schema/api.ts';
import { stackServerFromApi } from '../stack/server-from-api.ts';
import type { ServerData } from './check-report.ts';
import type { CatalogueServer } from './match.ts';

export const catalogueServerOf = (summary: ApiServerSummary): CatalogueServer => ({
  slug: summary.slug,
  name: summary.name,
  repository: summary.repository,
  packages: summary.packages.map((p) => ({ ...p })),
  ...(summary.language ? { language: summary.language } : {}),
  transport: summary.transport,
});

export const serverDataOf = (file: ApiServerFile): ServerData => ({
  summary: catalogueServerOf(file.server),
  stack: stackServerFromApi(file),
  grade: file.server.grade,
});
