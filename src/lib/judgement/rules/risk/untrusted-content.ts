import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { GENERIC_CONTENT_WORDS, REFERENCE_WORDS } from '../../vocabulary/nouns.ts';

export default defineRule({
  id: 'untrusted-content',
  stage: 'risk',
  summary:
    'It brings in text that outsiders wrote: web pages, issues, comments, messages, search results. An injection path.',
  when: (facts, state) => {
    // Only what comes back reaches the model: reads, and page actions that return the page.
    if (!state.readOnly && !facts.inferred.browser) return undefined;
    // Published reference material (documentation, a guide, statistics): its pages and files are the vendor's own words.
    const reference =
      !facts.inferred.browser &&
      facts.inferred.schema.fetchUrl.length === 0 &&
      (REFERENCE_WORDS.test(facts.first) || REFERENCE_WORDS.test(facts.tokens.join(' ')));
    const words = facts.exposure.externalContent.filter((word) => !(reference && GENERIC_CONTENT_WORDS.has(word)));
    return words.length > 0
      ? {
          signal: words.some((word) => facts.tokens.includes(word)) ? 'name' : 'description',
          match: words.slice(0, 3).join(', '),
        }
      : undefined;
  },
  then: { attacks: ['indirect-prompt-injection'], flow: { injection: true }, weight: 0.5 },
  says: '{match} can carry instructions planted by whoever wrote them',
  examples: {
    fires: [
      tool('get_issue_comments', 'Get the comments of an issue.'),
      tool('read_inbox', 'Read the emails in the inbox.'),
      tool('get_page_text', 'Get the text of a web page.', { url: str }),
      // A video's transcript is text its uploader wrote, even when the video is named by its id or address.
      tool('get_clip_transcript', 'Get the transcript of a video.', {
        url: { type: 'string', description: 'Video URL or ID' },
      }),
    ],
    quiet: [
      tool('get_time', 'Get the current time in a time zone.', { timezone: str }),
      tool('search_product_documentation', 'Search the product documentation and return matching passages.', {
        query: str,
      }),
      tool('get_probe_statistics', 'Analyze probe test results by quartile for a test id.', { testId: str }),
      tool('widget_setup_guide', 'Read the guide to moving pages to the widget platform.'),
    ],
  },
});
