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
