/**
 * npm run telemetry-libraries [-- --check] [--server slug]: for every server read from an npm package, asks the
 * registry for that exact version's dependencies and records the reporting libraries among them
 * (server.yaml `package.telemetryLibraries`, src/lib/catalogue/telemetry.ts). The harvest records them for new
 * packages; this fills them in for packages harvested before it did. Only that field is touched, in place, so the
 * rest of each file stays as it was. --check writes nothing and exits 1 when a file would change.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { catalogueRoot, readCatalogue } from '../src/lib/catalogue/reader.ts';
import { telemetryLibrariesOf } from '../src/lib/catalogue/telemetry.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const serverAt = args.indexOf('--server');
const only = serverAt >= 0 ? args[serverAt + 1] : undefined;

function dependencies(name: string, version: string): Promise<Record<string, string> | Error> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['view', `${name}@${version}`, 'dependencies', '--json'],
      { timeout: 120_000, maxBuffer: 8 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          return resolve(
            new Error(
              String(stderr)
                .split('\n')
                .find((line) => /ERR!/.test(line)) ?? error.message,
            ),
          );
        const text = String(stdout).trim();
        try {
          resolve(text === '' ? {} : (JSON.parse(text) as Record<string, string>));
        } catch {
          resolve(new Error(`npm view printed something that is not JSON: ${text.slice(0, 120)}`));
        }
      },
    );
  });
}

const root = catalogueRoot();
const catalogue = readCatalogue(root);
const targets = catalogue.servers.filter((server) => server.record.package && (!only || server.slug === only));
if (only && targets.length === 0) {
  process.stderr.write(
    `telemetry-libraries: no server "${only}" read from an npm package; check the slug (data/servers/<slug>/)\n`,
  );
  process.exit(2);
}

let changed = 0;
let failed = 0;
const queue = [...targets];
async function worker(): Promise<void> {
  for (let server = queue.shift(); server; server = queue.shift()) {
    const pkg = server.record.package!;
    const found = await dependencies(pkg.name, pkg.version);
    if (found instanceof Error) {
      failed++;
      process.stderr.write(
        `${server.slug}: could not read ${pkg.name}@${pkg.version} from the registry (${found.message}); left as it was\n`,
      );
      continue;
    }
    const libraries = telemetryLibrariesOf(found);
    const before = pkg.telemetryLibraries ?? [];
    if (before.join() === libraries.join()) continue;
    changed++;
    process.stdout.write(`${server.slug}: ${before.join(', ') || 'none'} → ${libraries.join(', ') || 'none'}\n`);
    if (check) continue;
    const file = join(root, 'servers', server.slug, 'server.yaml');
    const document = parseDocument(readFileSync(file, 'utf8'), { version: '1.2' });
    if (libraries.length > 0) document.setIn(['package', 'telemetryLibraries'], document.createNode(libraries));
    else document.deleteIn(['package', 'telemetryLibraries']);
    writeFileSync(file, document.toString({ lineWidth: 0 }));
  }
}
await Promise.all(Array.from({ length: 6 }, worker));
process.stdout.write(
  `${targets.length} npm servers read, ${changed} ${check ? 'would change' : 'changed'}, ${failed} could not be read.\n`,
);
process.exit(failed > 0 ? 2 : check && changed > 0 ? 1 : 0);
