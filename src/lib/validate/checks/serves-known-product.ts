import { didYouMean } from '../../text/did-you-mean.ts';
import { defineCheck, type Finding } from '../check.ts';

export default defineCheck({
  id: 'serves-known-product',
  summary:
    "A server's serves names a product of data/organisations/, so its publisher identity rests on recorded facts.",
  scope: 'catalogue',
  run(catalogue) {
    const products = catalogue.organisations.flatMap((org) =>
      org.record.products.map((product) => `${org.id}/${product.id}`),
    );
    const known = new Set(products);
    const findings: Finding[] = [];
    for (const server of catalogue.servers) {
      const serves = server.record.serves;
      if (serves === undefined || known.has(serves)) continue;
      const guess = didYouMean(serves, products);
      findings.push({
        file: server.file,
        path: ['serves'],
        message: `serves names "${serves}", which no organisation in data/organisations/ lists`,
        tip: guess
          ? `did you mean "${guess}"?`
          : `add the product to data/organisations/${serves.split('/')[0]}.yaml with its facts and their sources, or remove serves until someone has established it`,
      });
    }
    return { findings };
  },
});
