import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BUILD_GC_FLAG, catalogueRead } from '../src/integrations/catalogue-read.ts';

describe('the build GC option (catalogue-read.ts)', () => {
  it('is an option of the V8 that runs the build', () => {
    // V8 ignores an option it does not know without a word, so a renamed option would quietly stop working.
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    expect(options).toContain(`${BUILD_GC_FLAG} (`);
  });

  it('is set when the build is configured, before any page renders', () => {
    expect(catalogueRead().hooks['astro:config:setup']).toBeTypeOf('function');
  });
});
