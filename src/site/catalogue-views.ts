import type { AttackRecord } from '../schema/attack.ts';
import { CATEGORIES, RISK_LEVELS, type Category, type RiskLevel } from '../schema/enums.ts';
import type { ServerRecord } from '../schema/server.ts';
import type { ToolRecord } from '../schema/tool.ts';
import { categoryMix, gradeInput, gradeServer, type GradeResult } from '../lib/catalogue/grade.ts';
import {
  indexOrganisations,
  publisherIdentity,
  type OrganisationIndex,
  type PublisherIdentity,
} from '../lib/catalogue/publisher-identity.ts';
import { buildPolicy, policyJson, toolPolicyJson, verdictOf, type ToolVerdict } from '../lib/policy/generate.ts';
import { attackUrl, serverUrl, toolUrl } from '../lib/catalogue/urls.ts';
import { exportItems, type ExportItem } from '../lib/policy/exports/items.ts';
import { loadValidatedCatalogue } from './catalogue-data.ts';
import type { Catalogue } from '../lib/catalogue/reader.ts';

/**
 * The site's view of the catalogue, built once per build: every index a page
 * needs is made here in one pass, so no page loops over the whole catalogue.
 */
export interface ToolView {
  server: string;
  record: ToolRecord;
  verdict: ToolVerdict;
  policyJson: string;
  url: string;
}
export interface ServerView {
  slug: string;
  record: ServerRecord;
  tools: ToolView[];
  /** Whether it is the vendor's own, a third party's or unknown, with the evidence (publisher-identity.ts). */
  identity: PublisherIdentity;
  grade: GradeResult;
  mix: Record<Category, number>;
  policyJson: string;
  url: string;
}
export interface AttackView {
  id: string;
  record: AttackRecord;
  tools: ToolView[];
  url: string;
}
export interface SiteCatalogue {
  servers: ServerView[];
  serverBySlug: Map<string, ServerView>;
  tools: ToolView[];
  byCategory: Map<Category, ToolView[]>;
  byRisk: Map<RiskLevel, ToolView[]>;
  attacks: AttackView[];
  attackById: Map<string, AttackView>;
  organisations: OrganisationIndex;
}

export { categoryUrl, riskUrl, serverUrl, toolUrl } from '../lib/catalogue/urls.ts';

export { verdictOf } from '../lib/policy/generate.ts';

const byName = (a: ToolView, b: ToolView) =>
  a.record.name.localeCompare(b.record.name) || a.server.localeCompare(b.server);

/**
 * Reads the validated catalogue (src/site/catalogue-data.ts; no Astro content
 * collections, see src/integrations/catalogue-read.ts) and indexes it in one pass.
 */
async function build(): Promise<SiteCatalogue> {
  return indexCatalogue(await loadValidatedCatalogue());
}

/** The site's indexes of a read catalogue (exported for tests that render pages of a synthetic one). */
export function indexCatalogue(
  catalogue: Pick<Catalogue, 'servers' | 'tools' | 'attacks'> & Partial<Pick<Catalogue, 'organisations'>>,
): SiteCatalogue {
  const organisations = indexOrganisations(catalogue.organisations ?? []);
  const serverEntries = catalogue.servers.map((s) => ({ id: s.slug, data: s.record }));
  const attackEntries = catalogue.attacks.map((a) => ({ id: a.id, data: a.record }));
  const tools: ToolView[] = catalogue.tools.map(({ server, record }) => {
    const verdict = verdictOf(record);
    return { server, record, verdict, policyJson: toolPolicyJson(verdict), url: toolUrl(server, record.name) };
  });
  tools.sort(byName);

  // Every list below is filled from the sorted list, so each comes out sorted without sorting again.
  const toolsOf = new Map<string, ToolView[]>();
  const byCategory = new Map<Category, ToolView[]>(CATEGORIES.map((c) => [c, []]));
  const byRisk = new Map<RiskLevel, ToolView[]>(RISK_LEVELS.map((r) => [r, []]));
  const toolsOfAttack = new Map<string, ToolView[]>();
  const push = <K>(map: Map<K, ToolView[]>, key: K, tool: ToolView) => {
    const list = map.get(key);
    if (list) list.push(tool);
    else map.set(key, [tool]);
  };
  for (const tool of tools) {
    push(toolsOf, tool.server, tool);
    byCategory.get(tool.record.category)!.push(tool);
    byRisk.get(tool.record.risk)!.push(tool);
    for (const id of tool.record.attacks) push(toolsOfAttack, id, tool);
  }

  const servers: ServerView[] = serverEntries
    .map((entry) => {
      const record = entry.data;
      const serverTools = toolsOf.get(entry.id) ?? [];
      const identity = publisherIdentity(record, organisations);
      return {
        slug: entry.id,
        record,
        tools: serverTools,
        identity,
        grade: gradeServer(
          gradeInput(
            record,
            serverTools.map((t) => t.record),
            identity,
          ),
        ),
        mix: categoryMix(serverTools.map((t) => t.record)),
        policyJson: policyJson(buildPolicy(serverTools.map((t) => t.verdict))),
        url: serverUrl(entry.id),
      };
    })
    .sort((a, b) => a.record.name.localeCompare(b.record.name));

  const attacks: AttackView[] = attackEntries
    .map((entry) => ({
      id: entry.id,
      record: entry.data,
      tools: toolsOfAttack.get(entry.id) ?? [],
      url: attackUrl(entry.id),
    }))
    .sort((a, b) => a.record.name.localeCompare(b.record.name));

  return {
    servers,
    serverBySlug: new Map(servers.map((s) => [s.slug, s])),
    tools,
    byCategory,
    byRisk,
    attacks,
    attackById: new Map(attacks.map((a) => [a.id, a])),
    organisations,
  };
}

let site: Promise<SiteCatalogue> | undefined;
export function siteCatalogue(): Promise<SiteCatalogue> {
  site ??= build();
  return site;
}

const linkedExports = new WeakMap<ServerView, readonly ExportItem[]>();
/**
 * A server's whole-server files in every format, as its page and every page of its builder list them: linked, with
 * their loss notes and without their texts (exportItems' withText: false). Made once a build per server, however
 * many pages its builder has.
 */
export function serverExportItems(server: ServerView): readonly ExportItem[] {
  let items = linkedExports.get(server);
  if (!items) {
    items = exportItems({
      slug: server.slug,
      url: server.url,
      verdicts: server.tools.map((t) => t.verdict),
      withText: false,
    });
    linkedExports.set(server, items);
  }
  return items;
}

const toolPageExports = new WeakMap<ServerView, readonly ExportItem[]>();
/**
 * The formats every tool page of a server lists (ToolExports.astro): the server's whole files, each linked, with no
 * text and no notes (the browser writes the tool's own when a format is opened). The same for every tool of the
 * server, so made once a build per server.
 */
export function toolPageExportItems(server: ServerView): readonly ExportItem[] {
  let items = toolPageExports.get(server);
  if (!items) {
    items = exportItems({
      slug: server.slug,
      url: server.url,
      verdicts: [],
      withText: false,
      downloadLabel: (file) => `Download ${server.record.name}'s whole ${file}`,
    }).map((item) => ({ ...item, notes: [] }));
    toolPageExports.set(server, items);
  }
  return items;
}
