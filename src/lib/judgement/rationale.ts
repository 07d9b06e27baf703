/**
 * One to three sentences, drafted for one tool, in the catalogue's own words:
 * what it touches and why its policy matters. The description is never copied;
 * only the object nouns of the name (or a short object phrase) are reused.
 */
import type { Category, RiskLevel } from '../../schema/enums.ts';
import type { ToolPolicy } from '../../schema/tool.ts';
import type { Exposure } from './exposure.ts';
import type { InferredEffect } from './infer-effect.ts';
import { singular, tokenizeText } from './tokens.ts';
import { verbLemma } from './verbs.ts';

const SKIP_OBJECT = new Set(['a', 'an', 'the', 'back', 'out', 'up', 'all', 'any', 'one', 'or', 'and', 'new', 'given', 'specified', 'specific', 'existing', 'current', 'single', 'multiple', 'your']);
const STOP_OBJECT = new Set(['in', 'on', 'from', 'to', 'for', 'with', 'by', 'of', 'using', 'via', 'into', 'at', 'and', 'or', 'as', 'that', 'which', 'when', 'if', 'so']);

export function draftRationale(input: {
  name: string;
  category: Category;
  risk: RiskLevel;
  effect: InferredEffect;
  exposure: Exposure;
  policy: ToolPolicy;
}): string {
  const { name, category, effect, exposure, policy } = input;
  const object = objectPhrase(effect, exposure);
  const verb = actionVerb(effect);
  const tool = `\`${name}\``;
  const sentences: string[] = [];

  switch (category) {
    case 'Read': {
      sentences.push(`${tool} ${readPhrase(effect, object)}; it changes nothing.`);
      if (exposure.secrets.length > 0) {
        sentences.push(`What comes back can include secrets such as ${list(exposure.secrets.slice(0, 2).map(plural))}, which an agent could hand to another tool, so keep an eye on where the output goes.`);
      } else if (exposure.privateData.length > 0) {
        sentences.push(`What comes back can include private data such as ${list(exposure.privateData.slice(0, 2).map(plural))}; allowing it is reasonable, but that data should not travel on to tools that publish or send.`);
      } else if (exposure.fetchesUrl || exposure.externalContent.length > 0) {
        sentences.push('Allowing it is safe for the data itself, but outside text it returns lands in the model\'s context, where planted instructions could steer the next call.');
      } else {
        sentences.push('Allowing it by default costs little; the main concern is a later change to its definition.');
      }
      if (exposure.cost) sentences.push('Each call spends metered resources, hence the cap.');
      break;
    }
    case 'Write': {
      sentences.push(`${tool} lets an agent ${verb} ${object}.`);
      if (policy.verdict === 'rate-limit' && input.risk === 'high') {
        sentences.push(`It touches ${list([...exposure.access, ...exposure.secrets].slice(0, 2)) || 'sensitive settings'}, so a misled agent could widen access or leak credentials; a tight cap keeps the damage small.`);
      } else {
        sentences.push('The change can be put back, but an agent following injected instructions could make many of them, so calls are capped.');
      }
      break;
    }
    case 'Execute': {
      if (effect.runsCode) {
        const params = [...effect.schema.code, ...effect.schema.sql];
        sentences.push(`${tool} runs ${params.length > 0 ? `what the caller puts in ${list(params.map((p) => `\`${p}\``))}` : 'code or commands the caller supplies'} against ${object}, so its effect is whatever that input does.`);
        sentences.push('A person should read each call before it runs.');
      } else if (effect.browser) {
        sentences.push(`${tool} drives a live browser (${verb} on ${object}).`);
        sentences.push('A click or keystroke can submit forms or trigger actions on whatever site is open, which no rule can bound in advance, so calls are capped.');
      } else if (exposure.sends) {
        sentences.push(`${tool} lets an agent ${verb} ${object} to people or systems outside the conversation.`);
        sentences.push('Once sent it cannot be recalled, and it is an easy channel for leaking data, so calls are capped.');
      } else if (effect.verbs.some((v) => v.cls === 'disruptive')) {
        sentences.push(`${tool} lets an agent ${verb} ${object} while it runs.`);
        sentences.push('Nothing need be deleted, but an interrupted or replaced operation can leave things inconsistent, so calls are capped.');
      } else {
        sentences.push(`${tool} lets an agent ${verb} ${object}, setting work in motion outside the conversation.`);
        sentences.push('A cap keeps a runaway agent from starting it over and over.');
      }
      break;
    }
    case 'Destructive': {
      const scope = effect.bulk ? ' in bulk' : '';
      sentences.push(`${tool} lets an agent ${verb} ${object}${scope}.`);
      const whole = exposure.containers[0];
      sentences.push(
        whole && input.risk === 'critical'
          ? `A ${singular(whole)} takes everything in it along, and what is removed may not be recoverable, so a person should confirm each call.`
          : 'What it removes or overwrites may not come back, so a person should confirm each call.',
      );
      break;
    }
    case 'Financial': {
      sentences.push(`${tool} lets an agent ${verb} ${object}, which moves money or commits spending.`);
      sentences.push(
        policy.verdict === 'deny'
          ? 'A misled agent could pay the wrong party, so it is blocked unless a person turns it on.'
          : 'A misled agent could run up costs, so each call needs a person\'s approval.',
      );
      break;
    }
  }
  return sentences.slice(0, 3).join(' ');
}

/** "delete", or "create, submit or delete" when one tool bundles several operations. */
function actionVerb(effect: InferredEffect): string {
  if (effect.category === 'Read') return 'read';
  const changing = effect.verbs.filter((verb) => verb.source !== 'inferred' && verb.cls !== 'generic' && !['read', 'compute', 'session', 'export', 'display'].includes(verb.cls));
  const lemmas = [...new Set((changing.length > 0 ? changing : [effect.dominant]).map((verb) => verb.lemma))];
  if (!lemmas.includes(effect.dominant.lemma) && effect.dominant.cls !== 'generic' && effect.dominant.source !== 'inferred') lemmas.push(effect.dominant.lemma);
  const shown = lemmas.slice(0, 3);
  if (shown.length > 1 && !shown.includes(effect.dominant.lemma) && effect.dominant.source !== 'inferred') shown[shown.length - 1] = effect.dominant.lemma;
  return shown.length <= 1 ? (shown[0] ?? 'change') : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

/** How a read tool is described: most return data, some only compute, check, connect or copy out. */
function readPhrase(effect: InferredEffect, object: string): string {
  const cls = effect.verbs[0]?.cls ?? 'read';
  const lemma = effect.verbs[0]?.lemma ?? 'get';
  if (cls === 'compute') return `computes a result about ${object} from its arguments`;
  if (cls === 'session') {
    if (/^(?:disconnect|logout)$/.test(lemma)) return `closes a connection to ${object}`;
    if (lemma === 'ping') return `checks that ${object} responds`;
    return `opens a connection to ${object}`;
  }
  if (cls === 'export') return `copies ${object} out as a file or image`;
  if (cls === 'display') return `changes only what is shown on screen for ${object}`;
  if (['check', 'validate', 'verify', 'inspect', 'analyze', 'analyse', 'review', 'audit', 'diagnose', 'explain', 'test', 'lint', 'evaluate', 'assess', 'compare', 'diff'].includes(lemma)) {
    return `inspects ${object} and reports back`;
  }
  if (['search', 'find', 'query', 'lookup', 'look', 'discover', 'explore', 'browse'].includes(lemma)) return `searches ${object}`;
  return `returns ${object}`;
}

/** "the cloudron task status", or a short object phrase from the description when the name has no nouns. */
function objectPhrase(effect: InferredEffect, exposure: Exposure): string {
  const nouns = exposure.objects;
  if (nouns.length > 0) return `the ${nouns.join(' ')}`;
  // "create_refund": the only other word of the name is the object, even if it can be a verb.
  const primary = effect.name.primary?.token;
  const nameVerbs = new Set(effect.name.verbs.map((verb) => verb.token));
  const rest = effect.name.tokens.filter((token) => token !== primary && !nameVerbs.has(token) && !['and', 'or', 'to', 'by', 'for', 'of'].includes(token));
  if (rest.length > 0 && rest.length <= 3) return `the ${rest.join(' ').replace(/-/g, ' ')}`;
  const words = tokenizeText(effect.description.sentence);
  let i = 0;
  while (i < words.length && (verbLemma(words[i] as string) !== undefined || SKIP_OBJECT.has(words[i] as string) || STOP_OBJECT.has(words[i] as string))) i++;
  const phrase: string[] = [];
  for (; i < words.length && phrase.length < 4; i++) {
    const word = words[i] as string;
    if (STOP_OBJECT.has(word)) break;
    if (!SKIP_OBJECT.has(word)) phrase.push(word);
  }
  return phrase.length > 0 ? `the ${phrase.join(' ')}` : 'its arguments';
}

function list(words: string[]): string {
  const unique = [...new Set(words)];
  if (unique.length <= 1) return unique.join('');
  return `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
}

const DISPLAY_WORDS: Record<string, string> = {
  env: 'environment variables',
  environment: 'environment variables',
  localstorage: 'local storage',
  sessionstorage: 'session storage',
  apikey: 'API keys',
  apikeys: 'API keys',
  auditlogs: 'audit logs',
};

function plural(word: string): string {
  const shown = DISPLAY_WORDS[word];
  if (shown !== undefined) return shown;
  if (/(?:s|data|content|contents|history|code|source|storage|env|environment|body)$/.test(word) || word.includes(' ')) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}
