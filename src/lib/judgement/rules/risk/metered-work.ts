import { str, tool } from '../../examples.ts';
import { either, inName, inText } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { COST_WORDS } from '../../vocabulary/nouns.ts';

/** A name that says a model or a crawler does the work of each call, or that it generates something. */
const METERED_NAME_WORDS: ReadonlySet<string> = new Set([...COST_WORDS, 'generate', 'generation']);

/** Prose that says a model does the work of each call. */
const MODEL_WORK =
  /\b(?:using|with|via|runs?|calls?|by) (?:an? |the )?(?:[\w'’-]+ ){0,3}(?:ai|llm|language|research|reasoning|generative) models?\b|\bdeep,? (?:[\w-]+ ){0,2}research\b|\bgenerat\w* (?:[\w+-]+ ){0,5}(?:code|text|answers?|components?|files?) from (?:an? |the )?(?:natural[- ]language |text |plain[- ]language )?(?:prompts?|descriptions?)\b|\b(?:generates?|writes?) (?:[\w-]+ ){0,3}(?:code|text|answers?) (?:with|using|via) (?:an? |the )?(?:ai|llm|model)\b/i;

export default defineRule({
  id: 'metered-work',
  stage: 'risk',
  summary:
    'Each call spends metered work: a crawl, a render, image or model generation, or a model that does the work of the call. Capped, with denial-of-wallet.',
  when: (facts) => {
    // Switching a recorder on or off ("start_video") spends nothing; making a video does.
    if (facts.inferred.dominant.cls === 'state') return undefined;
    // A model does the work of every call: "using the Sonar Deep Research model", "generates code with an LLM".
    const model = inText(facts, MODEL_WORK);
    if (!facts.exposure.cost) return model;
    return either(
      inName(facts, METERED_NAME_WORDS),
      // The description says so itself: "calls cost money", "you will be charged".
      inText(
        facts,
        /\b(?:generat\w+ (?:an? )?(?:images?|videos?)|crawl\w*|inference|bill\w*|credits?|costs? money|will be charged|incurs? (?:costs?|charges|fees))\b/,
      ),
    );
  },
  then: {
    attacks: ['denial-of-wallet'],
    verdictAtLeast: 'rate-limit',
    cadence: 'metered',
    outcome: 'a loop of paid calls that runs up the bill',
    weight: 0.5,
  },
  says: '{match}: every call costs',
  examples: {
    fires: [
      tool('generate_image', 'Generate an image from a prompt.', { prompt: str }),
      // A model writes the answer or the code: every call is billed.
      tool('topic_research', 'Conduct deep, multi-source research on a topic. Returns a report with citations.', {
        topic: str,
      }),
      tool('generate_ui_code', 'Generates UI code from a natural-language prompt and returns the files.', {
        prompt: str,
      }),
      // Whatever it does, the description says each call costs money.
      tool(
        'ai_bench',
        'Benchmark a prompt across cloud models side by side. Cloud calls use real API keys (cost money).',
        {
          prompt: str,
        },
      ),
    ],
    quiet: [
      tool('get_image', 'Get a stored image by id.'),
      tool('browser_start_video', 'Start recording a video of the page.'),
    ],
  },
});
