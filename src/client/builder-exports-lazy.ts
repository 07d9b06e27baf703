/**
 * Loads the builder's export island (src/client/builder-exports.ts, which
 * carries every format's writer) the first time someone opens a format or
 * touches the name field, so the builder itself stays a small download.
 */
const section = document.querySelector<HTMLElement>('[data-builder-exports]');
if (section) {
  const load = () => void import('./builder-exports.ts');
  // "toggle" does not bubble; a capturing listener on the section still sees it.
  section.addEventListener('toggle', load, { capture: true, once: true });
  section.addEventListener('focusin', load, { once: true });
}
