import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'effect-matches-category',
  summary:
    'A tool’s category and its effect agree: a Read tool is read-only, a read-only tool is a Read, a Destructive tool is destructive.',
  scope: 'record',
  run(catalogue) {
    const findings: Finding[] = [];
    for (const { file, record } of catalogue.tools) {
      const { category, effect } = record;
      if (category === 'Read' && !effect.readOnly)
        findings.push({
          file,
          path: ['effect', 'readOnly'],
          message: 'category is Read but effect.readOnly is false',
          tip: 'a Read tool changes nothing: set effect.readOnly: true, or choose the category that says what it changes',
        });
      if (category !== 'Read' && effect.readOnly)
        findings.push({
          file,
          path: ['category'],
          message: `category is ${category} but effect.readOnly is true`,
          tip: 'a read-only tool belongs in category Read; or set effect.readOnly: false',
        });
      if (category === 'Destructive' && !effect.destructive)
        findings.push({
          file,
          path: ['effect', 'destructive'],
          message: 'category is Destructive but effect.destructive is false',
          tip: 'set effect.destructive: true, or choose Write/Execute if nothing is lost',
        });
    }
    return { findings };
  },
});
