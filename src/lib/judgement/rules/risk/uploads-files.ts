import { str, tool } from '../../examples.ts';
import { findParameter } from '../../facts.ts';
import { wordSet } from '../../vocabulary/word-set.ts';
import { hitVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

export default defineRule({
  id: 'uploads-files',
  stage: 'risk',
  summary:
    'It uploads local files to a site or service: any file the server can read, .env included, can leave. High risk, approval.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    // Dropping files onto a page (a drag from the desktop) hands them over just as an upload does.
    const lemmas = facts.inferred.browser ? wordSet('upload attach drop') : wordSet('upload attach');
    // The verb of the name, or the one that opens the description ("insert_local_image: Upload a local image ...").
    const opening = facts.inferred.opening.find((candidate) => lemmas.has(candidate.lemma));
    const verb =
      hitVerb(facts, lemmas) ?? (opening ? { signal: 'description' as const, match: opening.lemma } : undefined);
    const parameter = findParameter(facts, (candidate) => /paths?|files?/i.test(candidate.name));
    return verb && parameter ? { signal: 'parameter', match: `${verb.match} ${parameter.name}` } : undefined;
  },
  then: {
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['data-exfiltration'],
    flow: { source: true, sink: true },
    outcome: 'a local secret file uploaded to whatever site is open',
    weight: 1,
  },
  says: '"{match}" sends local files out',
  examples: {
    fires: [
      tool('browser_file_upload', 'Upload files to the page.', { paths: { type: 'array' } }),
      tool('tab_drop', 'Drop files or data onto an element, as if dragged from outside the page.', {
        target: str,
        paths: { type: 'array', items: str, description: 'Absolute paths to files to drop onto the element.' },
      }),
    ],
    quiet: [
      tool('browser_click', 'Click.', { selector: str }),
      tool('tab_drop', 'Drag an element and drop it onto another element.', { startElement: str, endElement: str }),
    ],
  },
});
