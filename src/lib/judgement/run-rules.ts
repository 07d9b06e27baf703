/**
 * Running the rules of one stage (rule.ts, STAGE_MODE): `first`, `each` or `per-verb`, and for the reading stages,
 * putting what they contribute into the reading (reading.ts). Every rule that counts leaves an evidence step.
 */
import type { Evidence } from '../../schema/tool.ts';
import type { Facts } from './facts.ts';
import { dominantVerb, type JudgedVerb } from './reading.ts';
import { STAGE_MODE, type Contribution, type Hit, type Rule, type Stage, type State } from './rule.ts';
import { RULES } from './rules/index.ts';

const byStage = new Map<Stage, Rule[]>();
for (const rule of RULES) byStage.set(rule.stage, [...(byStage.get(rule.stage) ?? []), rule]);

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The evidence step a rule leaves: the part of the definition it read, the words it matched and what it concluded. */
export function stepOf(rule: Rule, hit: Hit): Evidence {
  return {
    rule: rule.id,
    signal: hit.signal,
    match: clip(hit.match, 200),
    says: clip(rule.says.replaceAll('{match}', hit.match), 300),
  };
}

const contributionOf = (rule: Rule, facts: Facts, hit: Hit, state: State): Contribution =>
  typeof rule.then === 'function' ? rule.then(facts, hit, state) : rule.then;

/** Runs a `first` or `each` stage: `fire` receives every rule that counts, in order. */
export function runStage(
  stage: Stage,
  facts: Facts,
  state: State,
  fire: (rule: Rule, hit: Hit, contribution: Contribution) => void,
): void {
  for (const rule of byStage.get(stage) ?? []) {
    if (facts.withoutRules?.has(rule.id)) continue;
    const hit = rule.when(facts, state);
    if (!hit) continue;
    fire(rule, hit, contributionOf(rule, facts, hit, state));
    if (STAGE_MODE[stage] === 'first') return;
  }
}

/** The first rule of the context stage that fires on one verb, and the class it gives the verb. */
function readVerb(facts: Facts, verb: JudgedVerb): { rule: Rule; hit: Hit; cls: JudgedVerb['cls'] } | undefined {
  const state: State = { readOnly: false, destructive: false, verb };
  for (const rule of byStage.get('context') ?? []) {
    if (facts.withoutRules?.has(rule.id)) continue;
    const hit = rule.when(facts, state);
    if (!hit) continue;
    return { rule, hit, cls: contributionOf(rule, facts, hit, state).verbClass ?? verb.cls };
  }
  return undefined;
}

const removing = (cls: JudgedVerb['cls']) => cls === 'delete' || cls === 'overwrite' || cls === 'disruptive';

/** Runs one reading stage over the definition, settling the reading in facts.inferred and its steps. */
export function readStage(stage: Stage, facts: Facts): void {
  const reading = facts.inferred;
  if (STAGE_MODE[stage] === 'per-verb') {
    // Each verb takes the meaning of the first rule that fires on it; a step is shown where the meaning changed.
    reading.first = reading.verbs[0];
    const shown = new Set<string>();
    reading.verbs = reading.verbs.map((verb) => {
      const read = readVerb(facts, verb);
      if (!read || read.cls === verb.cls) return verb;
      facts.readingSteps.push(stepOf(read.rule, read.hit));
      shown.add(`${read.rule.id} ${verb.lemma}`);
      return { ...verb, cls: read.cls };
    });
    // The opening sentence's verbs are read the same way; a step is shown where that took a removal away.
    reading.opening = reading.description.firstSentenceVerbs.map((plain) => {
      const verb: JudgedVerb = { ...plain, source: 'description' };
      const read = readVerb(facts, verb);
      if (!read || read.cls === verb.cls) return verb;
      if (removing(verb.cls) && !removing(read.cls) && !shown.has(`${read.rule.id} ${verb.lemma}`)) {
        facts.readingSteps.push(stepOf(read.rule, read.hit));
        shown.add(`${read.rule.id} ${verb.lemma}`);
      }
      return { ...verb, cls: read.cls };
    });
    reading.dominant = dominantVerb(reading.verbs);
    return;
  }
  const state: State = { readOnly: reading.readOnly, destructive: reading.destructive };
  runStage(stage, facts, state, (rule, hit, contribution) => {
    facts.readingSteps.push(stepOf(rule, hit));
    if (contribution.verbs !== undefined) reading.verbs = [...contribution.verbs];
    if (contribution.basis !== undefined) reading.basis = contribution.basis;
    if (contribution.unknownVerb !== undefined) reading.unknownVerb = contribution.unknownVerb;
    if (contribution.nameVerb !== undefined) reading.verbs.splice(0, 1, ...contribution.nameVerb);
    if (contribution.addVerbs !== undefined) reading.verbs.push(...contribution.addVerbs);
    if (contribution.doubt !== undefined) reading.doubts.push(contribution.doubt);
    if (contribution.readOnly !== undefined) reading.readOnly = contribution.readOnly;
    if (contribution.destructive !== undefined) reading.destructive = contribution.destructive;
    if (reading.readOnly) reading.destructive = false;
    // Why the tool is (not) read-only: the rule's own reason, else what its step says. A destructive reason is only
    // ever the rule's own: it names a removal the verbs or the description state.
    if (stage === 'read-only')
      reading.readReasons.push(contribution.reason ?? rule.says.replaceAll('{match}', hit.match));
    if (stage === 'destructive' && contribution.reason !== undefined)
      reading.destructiveReasons.push(contribution.reason);
    if (reading.verbs.length > 0) reading.dominant = dominantVerb(reading.verbs);
    state.readOnly = reading.readOnly;
    state.destructive = reading.destructive;
  });
}
