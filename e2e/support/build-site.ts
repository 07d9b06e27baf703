/**
 * `npm run build:sample`: builds the site the browser tests open, from a bounded sample of the catalogue
 * (e2e/support/site-sample.ts), into `.test-site/dist`. The same `astro build` as `npm run build`, with
 * CATALOGUE_DIR pointing at a folder of links to the sampled servers; it takes the same time whatever the
 * catalogue's size.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { linkSiteSample, serverSlugs, siteSampleSlugs } from './site-sample.ts';
import { SAMPLE_CATALOGUE, SAMPLE_DIST } from './site-dir.ts';

const root = resolve(import.meta.dirname, '..', '..');
const data = join(root, 'data');
const slugs = siteSampleSlugs(data);
const toolsOf = (slug: string) => join(data, 'servers', slug, 'tools');
const tools = slugs.reduce((sum, slug) => sum + (existsSync(toolsOf(slug)) ? readdirSync(toolsOf(slug)).length : 0), 0);
linkSiteSample(join(root, SAMPLE_CATALOGUE), slugs, data);
rmSync(join(root, SAMPLE_DIST), { recursive: true, force: true });
console.log(
  `Building the browser tests' site from ${slugs.length} of ${serverSlugs(data).length} servers ` +
    `(${tools.toLocaleString('en')} tools) into ${SAMPLE_DIST}/`,
);
const build = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CATALOGUE_DIR: join(root, SAMPLE_CATALOGUE),
    OUT_DIR: join(root, SAMPLE_DIST),
    ASTRO_TELEMETRY_DISABLED: '1',
  },
});
process.exit(build.status ?? 1);
