import { revealHidden } from '../text/reveal.ts';
import {
  SOURCE_PATTERN_LABEL,
  TOOLS_OBTAINED_LABEL,
  type ToolsObtained,
  type ToolsObtainedHow,
} from '../../schema/obtained.ts';

export interface SourceLike {
  repository: string;
  source: { commit?: string; version?: string };
}

/** "commit abc123def456" or "version 1.2.3": what the definitions were read at. */
export function readAtLabel(source: SourceLike['source']): string {
  if (source.commit) return `commit ${source.commit.slice(0, 12)}`;
  return `version ${source.version}`;
}

/** A link to the repository at the exact commit, where the host's URL scheme is known. */
export function sourceUrl(server: SourceLike): string {
  const { repository, source } = server;
  if (source.commit && /^https:\/\/(github\.com|gitlab\.com)\//.test(repository)) {
    return `${repository.replace(/\/$/, '')}/tree/${source.commit}`;
  }
  return repository;
}

/** What the server page says, once, about how a server's tools were obtained. */
export interface ObtainedSummary {
  how: ToolsObtainedHow;
  /** One sentence: how the definitions came in. */
  sentence: string;
  /** For a reading from source: how much was read statically, in a sentence. */
  reading?: string;
  /** The files read, each with a link at the commit when the host is known. */
  files: Array<{ path: string; href?: string }>;
  /** The parts that could not be read statically (the first GAPS_SHOWN). */
  gaps: Array<{ tool?: string; where: string; href?: string; note: string }>;
  /** How many there are in all. */
  gapsTotal: number;
}

/** The server page lists at most this many unread parts, so a big server's page stays within its weight budget. */
const GAPS_SHOWN = 50;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A link to a file of a GitHub repository at a commit (and a line), or undefined for other hosts. */
function fileUrl(repository: string, commit: string, path: string, line?: number): string | undefined {
  if (!/^https:\/\/github\.com\/[^/]+\/[^/]+$/.test(repository.replace(/\/$/, ''))) return undefined;
  return `${repository.replace(/\/$/, '')}/blob/${commit}/${path.split('/').map(encodeURIComponent).join('/')}${line ? `#L${line}` : ''}`;
}

export function obtainedSummary(obtained: ToolsObtained | undefined): ObtainedSummary | undefined {
  if (!obtained) return undefined;
  const sentence = `Its tools were ${TOOLS_OBTAINED_LABEL[obtained.how]}.`;
  const extraction = obtained.extraction;
  if (obtained.how !== 'source' || !extraction)
    return { how: obtained.how, sentence, files: [], gaps: [], gapsTotal: 0 };
  const { tools, descriptions, schemas } = extraction;
  const part = (r: typeof descriptions, what: string) =>
    `${r.static} of ${tools} ${what} read whole${r.partial ? `, ${r.partial} with parts computed at run time (shown as {…} or left out)` : ''}${r.unknown ? `, ${r.unknown} computed at run time and not read` : ''}`;
  const patterns = extraction.patterns.map((p) => SOURCE_PATTERN_LABEL[p]).join('; ');
  return {
    how: obtained.how,
    sentence: `Its tools were read from its source code at commit ${extraction.commit.slice(0, 12)}, without running it, from ${count(extraction.paths.length, 'file')} (${patterns}).`,
    reading: `${part(descriptions, 'descriptions')}; ${part(schemas, 'input schemas')}. A description the source computes is never guessed: the tool is judged on its name and parameters.`,
    files: extraction.paths.map((path) => ({ path, href: fileUrl(extraction.repository, extraction.commit, path) })),
    // Notes quote the source's own expressions: shown as text with hidden characters marked, and at most GAPS_SHOWN.
    gaps: extraction.gaps.slice(0, GAPS_SHOWN).map((gap) => ({
      ...(gap.tool ? { tool: gap.tool } : {}),
      where: `${gap.file}:${gap.line}`,
      href: fileUrl(extraction.repository, extraction.commit, gap.file, gap.line),
      note: revealHidden(gap.note.replace(/\s+/g, ' ')).slice(0, 300),
    })),
    gapsTotal: extraction.gaps.length,
  };
}
