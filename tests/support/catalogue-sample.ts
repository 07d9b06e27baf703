/**
 * A bounded, deterministic sample of the real catalogue, for unit tests that once read every record: they slowed
 * with each server the harvest added and would take many minutes at ten times the size. `npm run validate` checks
 * every record; these tests check behaviour, which a sample spanning every verdict shows as well.
 *
 * The sample is a catalogue folder of links (the chosen servers and the attacks), read by the production reader.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { VERDICTS } from '../../src/schema/enums.ts';

/** Links the named servers (and the attacks) of `root` into a new catalogue folder; returns its path. */
export function linkCatalogue(slugs: readonly string[], root = 'data'): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-sample-'));
  mkdirSync(join(dir, 'servers'));
  symlinkSync(resolve(root, 'attacks'), join(dir, 'attacks'));
  for (const slug of slugs) {
    if (!existsSync(join(root, 'servers', slug))) throw new Error(`${root}/servers/${slug} does not exist`);
    symlinkSync(resolve(root, 'servers', slug), join(dir, 'servers', slug));
  }
  return dir;
}

/** The verdicts a server's tool records recommend, read from their text (the reader is what the tests exercise). */
function verdictsOf(root: string, slug: string): Set<string> {
  const found = new Set<string>();
  const tools = join(root, 'servers', slug, 'tools');
  if (!existsSync(tools)) return found;
  for (const file of readdirSync(tools)) {
    const match = /^\s+verdict:\s*["']?([a-z-]+)/m.exec(readFileSync(join(tools, file), 'utf8'));
    if (match) found.add(match[1]!);
  }
  return found;
}

/**
 * Every k-th server by slug, `size` of them at most, and for each verdict those lack the first server (by slug)
 * recommending it: the same sample for the same catalogue, a few dozen servers whatever its size.
 */
export function sampleSlugs(size = 40, root = 'data'): string[] {
  const all = readdirSync(join(root, 'servers'))
    .filter((slug) => existsSync(join(root, 'servers', slug, 'server.yaml')))
    .sort();
  const step = Math.max(1, Math.ceil(all.length / size));
  const chosen = all.filter((_, index) => index % step === 0);
  const covered = new Set(chosen.flatMap((slug) => [...verdictsOf(root, slug)]));
  for (const verdict of VERDICTS) {
    if (covered.has(verdict)) continue;
    const holder = all.find((slug) => !chosen.includes(slug) && verdictsOf(root, slug).has(verdict));
    if (holder) {
      chosen.push(holder);
      verdictsOf(root, holder).forEach((v) => covered.add(v));
    }
  }
  return chosen.sort();
}

/** A catalogue folder holding the sample of `root` (see sampleSlugs). */
export function sampleCatalogue(size = 40, root = 'data'): string {
  return linkCatalogue(sampleSlugs(size, root), root);
}
