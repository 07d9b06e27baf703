import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { findChromium, NO_CHROMIUM } from '../../bench/chromium.ts';

export function chromiumPath(): string {
  const found = findChromium({ headlessShellFirst: true });
  if (!found) throw new Error(NO_CHROMIUM);
  return found;
}

export const baseUrl = () => inject('baseUrl');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageProblems {
  console: string[];
  csp: string[];
}

/** Every console error and CSP violation of every page opened during the current test; e2e/support/setup.ts fails the test on any. */
const unexpected: string[] = [];
export function takeUnexpectedProblems(): string[] {
  return unexpected.splice(0);
}

/** A page that records console errors and CSP violations, so any test can assert there were none. */
export async function openPage(context: BrowserContext, path: string): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  const problems: PageProblems = { console: [], csp: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    problems.console.push(message.text());
    unexpected.push(`${path}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    problems.console.push(error.message);
    unexpected.push(`${path}: ${error.message}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' });
  return { page, problems };
}

export interface BrowserSession {
  /** The file's Chromium, started before its first test and closed after its last. */
  readonly browser: Browser;
  /** A context made with the options given to useBrowser, shared by the file's tests. */
  readonly context: BrowserContext;
}

/**
 * Starts Chromium for the calling test file (in beforeAll) with one shared context made with `options`,
 * and closes it after the file's last test. Call it at the top of a test file; read `browser` and
 * `context` inside tests and hooks.
 */
export function useBrowser(options: BrowserContextOptions = {}): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('useBrowser(): Chromium starts in beforeAll; use the session inside a test or a hook');
    return value;
  };
  return {
    get browser() {
      return started(browser);
    },
    get context() {
      return started(context);
    },
  };
}
