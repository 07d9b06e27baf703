import { type Facts, nameWords } from '../facts.ts';
import { wordSet } from '../vocabulary/word-set.ts';

/**
 * The app is one on a phone, emulator or simulator under test (named by a bundle id or package name): stopping it
 * stops one local process, not a service others use.
 */
const DEVICE_WORDS =
  /\b(?:simulators?|emulators?|mobile|devices?|iphone|ipad|ios|android|phones?|tablets?|bundle[ _-]?id(?:entifier)?|package[ _-]?name)\b/i;
export const localDeviceApp = (facts: Facts): boolean =>
  nameWords(facts, wordSet('app apps application applications')) !== undefined &&
  (DEVICE_WORDS.test(`${facts.tokens.join(' ')} ${facts.first}`) ||
    facts.params.some((parameter) =>
      /^(?:bundle_?id|bundle_?identifier|package_?name|package|udid|device_?id|simulator_?id|emulator_?id)$/i.test(
        parameter.name.replace(/-/g, '_'),
      ),
    ));
