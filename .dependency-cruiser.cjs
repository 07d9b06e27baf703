/**
 * The layers, bottom first: a module may import from its own folder and from folders of a lower layer only.
 * `npm run lint` runs this (dependency-cruiser); ARCHITECTURE.md explains each layer.
 */
const LAYERS = [
  ['src/schema'],
  ['src/lib/text'],
  ['src/lib/judgement'],
  ['src/lib/catalogue'],
  ['src/lib/policy'],
  ['src/lib/search'],
  ['src/lib/stack'],
  ['src/lib/config'],
  ['src/lib/publish'],
  ['src/lib/source'],
  ['src/lib/validate'],
  ['src/lib/import'],
  ['src/lib/harvest'],
  ['src/site'],
  ['src/integrations', 'src/client'],
  ['src/components'],
  ['src/layouts'],
  ['src/pages'],
  // The benchmark (synthetic catalogues, measurements, the bare baseline site): above the site it measures.
  ['bench'],
  ['scripts'],
];

const escape = (folder) => folder.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const forbidden = [];
LAYERS.forEach((layer, rank) => {
  for (const folder of layer) {
    // Everything of a higher layer, and the other folders of the same layer.
    const above = [...LAYERS.slice(rank + 1).flat(), ...layer.filter((other) => other !== folder)];
    if (above.length === 0) continue;
    forbidden.push({
      name: `layer:${folder}`,
      comment: `${folder} may import only from its own folder and lower layers (see .dependency-cruiser.cjs)`,
      severity: 'error',
      from: { path: `^${escape(folder)}/` },
      to: { path: `^(${above.map(escape).join('|')})/` },
    });
  }
});
forbidden.push({
  name: 'no-circular',
  comment: 'Modules that import each other in a loop cannot be read bottom up.',
  severity: 'error',
  from: {},
  to: { circular: true },
});

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.test-site|\\.astro|node_modules|bench/out|tests/fixtures)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js', '.astro'] },
  },
};
