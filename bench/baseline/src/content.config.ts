// The real site's collections, with its loader: the baseline reads the catalogue exactly as the site does.
export { collections } from '../../../src/content.config.ts';
