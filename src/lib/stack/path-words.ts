/**
 * The words the stack page and its docs use for the legs of a path (the facts'
 * short labels are the tool page's: FLOW_LABEL in src/lib/judgement/how-judged.ts),
 * generated from the rules in analyse.ts so prose and code cannot disagree.
 */
import { FLOW_FACTS, FLOW_SUMMARY, VERDICTS, VERDICT_LABEL, type FlowFact } from '../../schema/enums.ts';
import { legOpen } from './analyse.ts';

const FLOW_NOUN: Record<FlowFact, string> = { source: 'A source', injection: 'An injection path', sink: 'A sink' };

const orList = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** When a tool still counts as each leg of a path, in words, from legOpen(). */
export function legRules(): Array<{ fact: FlowFact; text: string }> {
  return FLOW_FACTS.map((fact) => {
    const open = VERDICTS.filter((v) => legOpen(fact, v)).map((v) => VERDICT_LABEL[v].toLowerCase());
    const closed = VERDICTS.filter((v) => !legOpen(fact, v)).map((v) => VERDICT_LABEL[v].toLowerCase());
    return {
      fact,
      text: `${FLOW_NOUN[fact]}: ${FLOW_SUMMARY[fact]} It counts while its verdict is ${orList(open)}; ${orList(closed)} takes it out of every path.`,
    };
  });
}

export const PATH_RULE =
  'Text from an injection path can tell the model to read private data with a source and hand it to a sink. All the tools of a stack meet in one conversation, so every source and every sink form a path as soon as one injection path is present, on whichever servers they are.';
