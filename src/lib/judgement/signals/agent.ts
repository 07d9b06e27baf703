import { descriptionMatch, type Facts } from '../facts.ts';
import { wordSet } from '../vocabulary/word-set.ts';
import type { Hit } from '../rule.ts';
import { READ_CLASSES } from '../vocabulary/verbs.ts';

/** Verbs that hand a task to an agent rather than act on an object named after it (agent_create makes one). */
const AGENT_RUN_LEMMAS = wordSet('run execute start use invoke launch call delegate ask dispatch perform');
/** What an autonomous agent does: carries out tasks or actions, or works a page, by itself. */
const AGENT_ACTS =
  /\b(?:autonomous(?:ly)?|agentic)\b[^.]{0,80}\b(?:tasks?|actions?|execut\w*|perform\w*|complet\w*|interact\w*|navigat\w*|operat\w*)\b|\b(?:perform|performs|performing|execute|executes|executing|complete|completes|completing|carr(?:y|ies|ying) out|accomplish\w*|automat\w*)\b[^.]{0,60}\b(?:tasks?|actions?|workflows?|interactions?)\b|\b(?:navigate|navigates|navigating) and interact\w*|\binteract\w* with (?:web ?pages?|websites?|sites|the (?:page|browser|desktop|computer|screen))\b|\bcomputer[- ]use\b/i;
/** The description says an agent picks the calls or steps itself, or that the tool hands the job to an agent. */
const AGENT_DECIDES =
  /\bagent\b[^.]{0,40}\b(?:decides|chooses|picks|plans|selects) (?:which|what) (?:[\w-]+ ){0,2}(?:calls?|tools?|actions?|steps?|requests?)\b|\bhand(?:s|ing)? (?:the|a|this|your) (?:job|task) (?:over )?to (?:an?|the|its) (?:[\w'’-]+ ){0,2}agent\b/i;
/**
 * The tool is an autonomous agent: its name ends in "agent" (not a user agent, not a tool that creates or lists
 * agents) or says computer use or autopilot, and its description says the agent carries out tasks or acts on pages
 * by itself; or, whatever the name, the description says an agent decides which calls to make. It acts with the caller's sessions and accounts on whatever the task says.
 */
export const autonomousAgent = (facts: Facts): Hit | undefined => {
  const tokens = facts.tokens;
  const last = tokens[tokens.length - 1] ?? '';
  const named =
    (last === 'agent' && tokens[tokens.length - 2] !== 'user') ||
    tokens.includes('autopilot') ||
    /computer_?use|computeruse/i.test(facts.name.replace(/-/g, '_'));
  const own = facts.inferred.verbs.find((verb) => verb.source === 'name');
  if (own !== undefined && !AGENT_RUN_LEMMAS.has(own.lemma) && !READ_CLASSES.has(own.cls) && own.cls !== 'generic')
    return undefined;
  // Whatever the name, a description that says an agent chooses the calls itself hands the task over.
  if (!named) {
    const decides = descriptionMatch(facts, AGENT_DECIDES);
    return decides !== undefined ? { signal: 'description', match: decides } : undefined;
  }
  const acts = descriptionMatch(facts, AGENT_ACTS);
  return acts !== undefined ? { signal: 'description', match: acts } : undefined;
};
