/**
 * npm start [-- --port <n>]: checks the catalogue, builds the site and serves it (port 4321 unless given), and
 * says only what someone running it needs: what was checked, what was built, where to open it. The same steps
 * as `npm run build` and `astro preview`; their full output (the validator's figures for maintainers, every
 * build phase) is what `npm run build` prints.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { preview } from 'astro';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4321' } }, strict: true });
const root = resolve(import.meta.dirname, '..');
const port = Number(values.port);
const node = process.execPath;

console.log('Checking the catalogue…');
const check = spawnSync(node, [join(root, 'scripts', 'validate.ts')], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (check.status !== 0) {
  process.stdout.write(check.stdout ?? '');
  console.error('\nThe catalogue has problems (above); nothing was built.');
  process.exit(check.status ?? 1);
}
// The validator's first line says what it checked; the lines after it are figures for maintainers.
console.log(`✓ ${check.stdout.split('\n')[0]!.trim()}\n`);

console.log('Building the site…');
const build = spawnSync(node, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, MCP_BUILD_LOG: 'brief', ASTRO_TELEMETRY_DISABLED: '1' },
});
if (build.status !== 0) {
  console.error('\nThe build failed (above).');
  process.exit(build.status ?? 1);
}

const server = await preview({ root, logLevel: 'error', server: { port } });
console.log(`Open http://localhost:${server.port ?? port}/ in your browser. Ctrl+C stops the server.`);
