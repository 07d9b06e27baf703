/**
 * Where Chromium is on this machine: CHROMIUM_PATH, or the first of the usual install paths. Measurements (Lighthouse,
 * main-thread traces, search speed) use the full browser, as readers run it. The browser tests may take Chromium's
 * headless shell first: the same Blink without the browser's UI layer, it ran them in about three quarters of the
 * time (195 s against 262 s for the same tests in one session on a 2-core machine).
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const BROWSER = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const NO_CHROMIUM =
  'No Chromium found. Install it (Debian/Ubuntu: sudo apt-get install chromium-headless-shell chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/** The Chromium to launch, or undefined when there is none. */
export function findChromium(options: { headlessShellFirst?: boolean } = {}): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    ...(options.headlessShellFirst ? [...HEADLESS_SHELL, ...BROWSER] : [...BROWSER, ...HEADLESS_SHELL]),
  ];
  return candidates.find((path): path is string => !!path && existsSync(path));
}
