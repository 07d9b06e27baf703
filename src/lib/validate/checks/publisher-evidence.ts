import { defineCheck, type Finding } from '../check.ts';

/** The owner in a repository address (github.com/<owner>/…), lower-cased; undefined for an npm page or no path. */
function ownerOf(repository: string): string | undefined {
  try {
    const url = new URL(repository);
    if (url.hostname.endsWith('npmjs.com')) return undefined;
    return url.pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  } catch {
    return undefined;
  }
}

export default defineCheck({
  id: 'publisher-evidence',
  summary:
    "A publisher marked verified has evidence of the kind the schema asks for: it names the repository's owner (the account the code is published from), or, for a harvested package, an npm provenance attestation and a scope of the same organisation.",
  scope: 'record',
  run(catalogue) {
    const findings: Finding[] = [];
    for (const server of catalogue.servers) {
      const { publisher, repository } = server.record;
      if (!publisher.verified) continue;
      const owner = ownerOf(repository);
      const evidence = publisher.evidence.toLowerCase();
      const namesOwner =
        owner !== undefined &&
        new RegExp(`(^|[^a-z0-9-])${owner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z0-9-]|$)`).test(evidence);
      const attested =
        server.record.package?.attestation !== undefined && /attestation/.test(evidence) && /scope/.test(evidence);
      if (namesOwner || attested) continue;
      findings.push({
        file: server.file,
        path: ['publisher', 'evidence'],
        message: owner
          ? `publisher is verified, but the evidence does not name the repository's owner "${owner}"`
          : 'publisher is verified, but the repository names no owner and the record has no provenance attestation',
        tip: 'say what shows the vendor publishes it: the repository owner and why it is the vendor (or set verified: false)',
      });
    }
    return { findings };
  },
});
