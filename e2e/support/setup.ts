import { afterEach, expect } from 'vitest';
import { takeUnexpectedProblems } from './browser.ts';

/** Any console error or CSP violation on any page a browser test opened fails that test. */
afterEach(() => {
  expect(takeUnexpectedProblems(), 'console errors or CSP violations').toEqual([]);
});
