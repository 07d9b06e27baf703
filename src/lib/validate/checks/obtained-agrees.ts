import { defineCheck, type Finding } from '../check.ts';

/**
 * How a server's tools were obtained must agree with the rest of its record: a sandbox run has the harvest's
 * package provenance, and a reading from source names the same repository and commit as the record, with a count
 * of tools that adds up.
 */
export default defineCheck({
  id: 'obtained-agrees',
  summary:
    'A server whose tools were listed in the sandbox carries its package provenance, and one read from source names the record’s repository and commit, with counts that add up.',
  scope: 'record',
  run(catalogue) {
    const findings: Finding[] = [];
    for (const server of catalogue.servers) {
      const { obtained, package: pkg, repository, source } = server.record;
      if (!obtained) continue;
      const at = (path: PropertyKey[], message: string, tip: string) =>
        findings.push({ file: server.file, path: ['obtained', ...path], message, tip });
      if (obtained.how === 'sandbox' && !pkg?.sandbox)
        at(
          ['how'],
          'says the tools were listed in the sandbox, but the record has no package provenance',
          'harvest it with npm run harvest, or say how the tools were obtained',
        );
      const extraction = obtained.extraction;
      if (obtained.how !== 'source' || !extraction) continue;
      if (extraction.repository.replace(/\/+$/, '') !== repository.replace(/\/+$/, ''))
        at(
          ['extraction', 'repository'],
          `names ${extraction.repository}, not the record's repository ${repository}`,
          're-run npm run extract-source with the record’s repository',
        );
      if (source.commit !== extraction.commit)
        at(
          ['extraction', 'commit'],
          `was read at ${extraction.commit.slice(0, 12)}, but source.commit says ${source.commit ?? 'nothing'}`,
          'the commit the tools were read at is the one the record names: re-run the extraction',
        );
      for (const part of ['descriptions', 'schemas'] as const) {
        const counts = extraction[part];
        if (counts.static + counts.partial + counts.unknown !== extraction.tools)
          at(
            ['extraction', part],
            `counts ${counts.static + counts.partial + counts.unknown} tools, not the ${extraction.tools} read`,
            're-run the extraction rather than editing its figures',
          );
      }
      const listed = catalogue.tools.filter((t) => t.server === server.slug).length;
      if (listed < extraction.tools)
        at(
          ['extraction', 'tools'],
          `says ${extraction.tools} tools were read, but the catalogue holds ${listed} for this server`,
          're-import the extraction',
        );
    }
    return { findings };
  },
});
