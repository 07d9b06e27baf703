/**
 * Words for what a server does by itself (server.yaml `behaviours`): the server page lists each, a tool page says
 * in one sentence that its policy does not reach them.
 */
import type { ServerBehaviourKind } from '../../schema/enums.ts';
import { describeTelemetryLibraries } from './telemetry.ts';

export interface BehaviourText {
  kind: ServerBehaviourKind;
  byDefault: boolean;
  summary: string;
  control?: string | undefined;
  viaTool?: string | undefined;
}

const WHAT: Record<ServerBehaviourKind, string> = {
  telemetry: 'usage data',
  'uploads-files': 'your files',
  other: 'data',
};

/** When it happens, for the line under each behaviour. */
export function whenItHappens(behaviour: Pick<BehaviourText, 'byDefault' | 'control'>): string {
  const control = behaviour.control?.trim().replace(/\.$/, '');
  if (behaviour.byDefault)
    return control ? `On unless you turn it off: ${control}` : 'On, and we found no way to turn it off';
  return control ? `Off unless you turn it on: ${control}` : 'Off unless you turn it on';
}

/**
 * The sentence a tool page shows when its server sends something out by default that the tool's own rule does not
 * govern, or undefined. A behaviour set off by one tool is said on that tool's page only ("calling this tool also
 * sends ..."); one that happens whatever the agent calls is said on every tool page of the server.
 */
export function toolPageNotice(
  serverName: string,
  behaviours: readonly BehaviourText[],
  toolName: string,
): string | undefined {
  const outbound = behaviours.filter((behaviour) => behaviour.byDefault && behaviour.kind !== 'other');
  const own = outbound.filter((behaviour) => behaviour.viaTool === toolName);
  const always = outbound.filter((behaviour) => behaviour.viaTool === undefined);
  const sentences: string[] = [];
  if (own.length > 0) sentences.push(`Calling this tool also sends ${what(own)} out${stopping(own)}`);
  if (always.length > 0)
    sentences.push(
      `Whatever rule you give this tool, ${serverName} sends ${what(always)} out by itself${stopping(always)}`,
    );
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

const what = (behaviours: readonly BehaviourText[]) =>
  [...new Set(behaviours.map((behaviour) => WHAT[behaviour.kind]))].join(' and ');

/** How the sentence ends: whether the user can stop it, from the controls the record names. */
function stopping(behaviours: readonly BehaviourText[]): string {
  const controlled = behaviours.filter(
    (behaviour) => behaviour.control !== undefined && behaviour.control.trim() !== '',
  ).length;
  if (controlled === behaviours.length) return ' unless you turn it off.';
  if (controlled === 0) return ', and we found no way to turn it off.';
  return '; some of it cannot be turned off.';
}

/** What the server page says about whether anyone has read the code for behaviours, and about reporting libraries. */
export interface CheckedInput {
  /** Reporting libraries among the package's own dependencies (server.yaml `package.telemetryLibraries`). */
  libraries: readonly string[];
  /** server.yaml `behavioursChecked`: when a person read the code for them. */
  checked?: string | undefined;
  /** How many behaviours the record lists. */
  listed: number;
}

/**
 * The sentences under "What it does by itself" that say how much is known: which reporting libraries the package
 * depends on, and whether a person has read the code. Undefined when there is nothing to say (no libraries, never
 * checked, nothing listed), so the section stays off the page.
 */
export function checkedNote(input: CheckedInput): string | undefined {
  const sentences: string[] = [];
  if (input.libraries.length > 0) {
    sentences.push(
      `Its npm package depends on ${describeTelemetryLibraries(input.libraries)}, ${input.libraries.length === 1 ? 'a library' : 'libraries'} made for sending reports to a vendor.`,
    );
  }
  if (input.checked !== undefined) {
    sentences.push(
      input.listed > 0
        ? `A reviewer read the code of the catalogued version on ${input.checked}; what it sends by itself is listed here.`
        : `A reviewer read the code of the catalogued version on ${input.checked} and found nothing it sends by itself.`,
    );
  } else if (input.libraries.length > 0 && input.listed === 0) {
    sentences.push('Nobody has yet read its code to see whether it uses them by default, so treat that as unknown.');
  }
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}
