import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { leftovers, lockHolder } from '../../catalogue/write-leftovers.ts';
import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'no-write-leftovers',
  summary:
    'No import or harvest was killed mid-write: no .importing-* or .replaced-* folder is left at the catalogue root, and no server is missing while its old copy waits there.',
  scope: 'catalogue',
  run(catalogue) {
    const findings: Finding[] = [];
    const found = leftovers(catalogue.root);
    if (found.length === 0) return { findings };
    const writer = lockHolder(catalogue.root);
    for (const leftover of found) {
      const missing = leftover.kind === 'replaced' && !existsSync(join(catalogue.root, 'servers', leftover.slug));
      findings.push({
        file: join(catalogue.root, leftover.name),
        message: writer
          ? `${leftover.name}: a writer is running (pid ${writer.pid}: ${writer.command.slice(0, 80)}); validate again when it ends`
          : missing
            ? `servers/${leftover.slug} is missing: a writer was killed between moving it aside (to ${leftover.name}) and moving its replacement in`
            : `${leftover.name} was left by a writer that was killed (${leftover.kind === 'importing' ? 'an unfinished import' : 'an old copy of a replaced server'})`,
        tip: 'npm run import -- --recover puts the catalogue back in one piece (the next import or harvest does it too)',
      });
    }
    return { findings };
  },
});
