/**
 * Text for inside an element (never an attribute): only "&" and "<" can start
 * markup there, so only they are escaped. A policy or export shown in a <pre>
 * is mostly JSON, and escaping its every quote as &quot; (as a template does)
 * made a builder page a fifth heavier for nothing.
 */
export const elementText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Text for an attribute value in double quotes, or for inside an element: "&", "<", ">" and '"' escaped. */
export const attributeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
