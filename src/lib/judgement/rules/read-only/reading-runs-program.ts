import { str, tool } from '../../examples.ts';
import { allVerbsRead } from '../../reading.ts';
import { defineRule } from '../../rule.ts';
import { wordSet } from '../../vocabulary/word-set.ts';

/** Verbs that open a description when the tool runs something. */
const RUN_LEADS = wordSet('run execute perform invoke launch');
/** What it runs, said in the opening sentence: a command-line program, a local binary, a test suite. */
const PROGRAM =
  /\b(?:cli|command[- ]line|binary|executable|locally|on (?:the|your) (?:machine|host)|test suites?|tests)\b/i;

export default defineRule({
  id: 'reading-runs-program',
  stage: 'read-only',
  summary:
    'A tool named as a read ("cli_analyze", "websearch") whose description opens by running a program (a CLI, a local binary, a test suite) runs that program: what it does is whatever the program does, so it is not read-only.',
  when: (facts) => {
    if (!allVerbsRead(facts.inferred) || facts.inferred.description.readOnlyClaim) return undefined;
    // The opening word itself: "Run quality analysis ..." (the description's leading verbs skip a generic "run").
    const lead = facts.inferred.description.firstSentenceVerbs[0];
    const program = PROGRAM.exec(facts.first);
    return lead !== undefined && RUN_LEADS.has(lead.lemma) && facts.first.startsWith(lead.lemma.slice(0, 3)) && program
      ? { signal: 'description', match: `${lead.lemma} … ${program[0]}` }
      : undefined;
  },
  then: (facts) => {
    const lead = facts.inferred.description.firstSentenceVerbs[0];
    return {
      readOnly: false,
      reason: 'the description says it runs a program',
      addVerbs: lead ? [{ ...lead, cls: 'execute', source: 'description' }] : [],
    };
  },
  says: 'the description opens "{match}": it runs a program, whatever the name says',
  examples: {
    fires: [
      tool('lint_analyze', 'Run quality analysis locally using the linter CLI.', { path: str }),
      tool('web_lookup', 'Perform a web search using the assistant CLI.', { query: str }),
    ],
    quiet: [
      tool('run_search', 'Run a search over the indexed notes.', { query: str }),
      tool('get_report', 'Returns the last report of the CLI.'),
    ],
  },
});
