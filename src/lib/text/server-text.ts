/**
 * Sentences about a server record for its readers, computed from the record rather than kept as maintainers' notes.
 */

/** Hosts whose addresses are source repositories. */
const CODE_HOSTS = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org']);

/**
 * What a reader should know about the server's repository link when it is not a source repository: the npm page
 * that stands in when the package names none, or a homepage. Undefined for a repository.
 */
export function repositoryLine(record: { repository: string }): string | undefined {
  if (!URL.canParse(record.repository)) return undefined;
  const host = new URL(record.repository).hostname.replace(/^www\./, '');
  if (CODE_HOSTS.has(host)) return undefined;
  if (host === 'npmjs.com')
    return 'The package names no source repository, so the link goes to its npm page, where its published code can be read.';
  return 'The package names no public source repository; the link goes to the site it names instead.';
}

/**
 * A reviewer's step of "How we judged it", for readers: what they found, and where in the source they found it
 * (a citation of the definition adds nothing: the page says once what the review read).
 */
export function reviewerStep(step: { match: string; says: string }): { finding: string; readIn?: string } {
  const cited = step.match.trim();
  const source = /^source:\s*(.+)$/is.exec(cited)?.[1] ?? /^npm\s+(.+)$/is.exec(cited)?.[1];
  // "file.js (fn) (npm package 4.5.9)" reads as one bracket: "file.js (fn; npm package 4.5.9)".
  return source ? { finding: step.says, readIn: source.trim().replace(/\)\s*\(/g, '; ') } : { finding: step.says };
}
