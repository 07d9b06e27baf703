import { str, tool } from '../../examples.ts';
import { type Facts } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb, verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** What a browser installs, named in the name or the opening sentence: the browser itself (a binary, a driver) or an extension. */
const BROWSER_WORDS =
  /\b(?:browsers?|chromium|chrome|firefox|webkit|edge|safari|web ?extensions?|webdriver|chromedriver|geckodriver)\b/i;
const EXTENSION_WORDS = /\b(?:extensions?|add-?ons?|plugins?|web ?extensions?|\.xpi|\.crx)\b/i;
/**
 * It installs software into or as a browser: the browser binary or driver a tool needs (a one-off setup step), or an
 * extension, whose code then runs on every page the browser opens. Neither acts on a page, whatever the verb "install"
 * reads as beside a browser.
 */
const installsBrowserSoftware = (facts: Facts): { kind: 'browser' | 'extension'; match: string } | undefined => {
  const install = hitVerb(facts, wordSet('install reinstall'));
  if (!install) return undefined;
  const text = `${facts.tokens.join(' ')} ${facts.first}`;
  if (!BROWSER_WORDS.test(text)) return undefined;
  if (EXTENSION_WORDS.test(text))
    return {
      kind: 'extension',
      match: `${install.match} ${EXTENSION_WORDS.exec(text)?.[0].toLowerCase() ?? 'extension'}`,
    };
  return { kind: 'browser', match: `${install.match} ${BROWSER_WORDS.exec(text)?.[0].toLowerCase() ?? 'browser'}` };
};
/** "reinstall", or a force or overwrite switch: the install replaces what is already installed. */
const forcedReinstall = (facts: Facts): boolean =>
  hitVerb(facts, wordSet('reinstall')) !== undefined ||
  facts.params.some(
    (parameter) => parameter.type === 'boolean' && /^(?:force|overwrite|reinstall)$/i.test(parameter.name),
  );
export default defineRule({
  id: 'installs-browser-software',
  stage: 'category',
  summary:
    "It installs a browser binary or driver, or a browser extension: setup of the machine, not an action on a page. Execute. An extension's code then runs on every page the browser opens, with its sessions: high risk, approval. The browser itself is a one-off setup step, capped per day.",
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    const found = installsBrowserSoftware(facts);
    return found ? { signal: verbSignal(facts, 'install'), match: found.match } : undefined;
  },
  then: (facts) =>
    installsBrowserSoftware(facts)?.kind === 'extension'
      ? {
          category: 'Execute',
          riskAtLeast: 'high',
          verdictAtLeast: 'require-approval',
          cadence: 'infra',
          attacks: ['supply-chain-impersonation', 'excessive-agency', 'data-exfiltration'],
          flow: { sink: true },
          outcome:
            "an extension of anyone's making that reads and changes every page the browser opens, logged-in sessions included",
          touches: 'It installs an extension into the browser, whose code then runs on every page the browser opens.',
          weight: 1,
        }
      : {
          category: 'Execute',
          // A forced install replaces the browser already there (the MCP sense of destructive: an overwrite).
          ...(forcedReinstall(facts) ? { destructive: true } : {}),
          cadence: 'infra',
          attacks: ['excessive-agency'],
          outcome: 'a browser downloaded and installed again and again, filling the disk',
          touches:
            'It downloads and installs a browser on the machine the server runs on: a setup step, not an action on a page.',
          weight: 1,
        },
  says: '"{match}" sets up the browser; it acts on no page',
  examples: {
    fires: [
      tool('browser_setup_install', 'Install the Chromium browser binary. Call this if the browser is missing.', {
        withDeps: { type: 'boolean' },
      }),
      tool('tab_install_addon', 'Install a Firefox add-on from an .xpi archive or an unpacked directory.', {
        path: str,
        permanent: { type: 'boolean' },
      }),
    ],
    quiet: [
      tool('browser_click', 'Click an element on the page.', { selector: str }),
      // An extension of a command-line tool, or a package, is no browser software.
      tool('cli_extension_install', 'Install an extension of the cloud command-line tool.', { name: str }),
      tool('install_package', 'Install a package into the project.', { name: str }),
    ],
  },
});
