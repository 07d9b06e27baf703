import { didYouMean } from '../../text/did-you-mean.ts';
import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'attack-ids-known',
  summary: 'Every attack a tool record names has its own file, attacks/<id>.yaml.',
  scope: 'record',
  run(catalogue) {
    const known = catalogue.attacks.map((attack) => attack.id);
    const ids = new Set(known);
    // An attack whose own file has problems is reported there, not again in every record that names it.
    const broken = new Set(
      catalogue.problems.map((problem) => /(?:^|[\\/])attacks[\\/]([^\\/]+)\.yaml$/.exec(problem.file)?.[1]),
    );
    const findings: Finding[] = [];
    for (const tool of catalogue.tools) {
      tool.record.attacks.forEach((id, index) => {
        if (ids.has(id) || broken.has(id)) return;
        const guess = didYouMean(id, known);
        findings.push({
          file: tool.file,
          path: ['attacks', index],
          message: `attacks[${index}]: unknown attack id "${id}"`,
          tip: guess
            ? `did you mean "${guess}"?`
            : known.length > 0
              ? `known ids: ${known.join(', ')}`
              : `no attack patterns exist yet: add attacks/${id}.yaml`,
        });
      });
    }
    return { findings };
  },
});
