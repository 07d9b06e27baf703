import { tool } from '../../examples.ts';
import { verbSignal } from '../../find.ts';
import { defineRule } from '../../rule.ts';
import { postsComment } from '../../signals/comment.ts';
import { writingOption } from '../../signals/writing-option.ts';
import { READ_CLASSES } from '../../vocabulary/verbs.ts';

export default defineRule({
  id: 'category-write',
  stage: 'category',
  summary: 'Anything else that changes state: it creates or updates data. Write.',
  when: (facts, state) => {
    if (state.readOnly) return undefined;
    // A read verb with a writing operation or save path beside it (the read hint was overruled): name what writes.
    const option = READ_CLASSES.has(facts.inferred.dominant.cls) ? writingOption(facts) : undefined;
    if (option) return { signal: 'parameter', match: option.parameter };
    // A read verb in the name, but the description posts a comment or reply: name the posting.
    const posts = READ_CLASSES.has(facts.inferred.dominant.cls) ? postsComment(facts) : undefined;
    if (posts) return posts;
    return { signal: verbSignal(facts, facts.inferred.dominant.lemma), match: facts.inferred.dominant.lemma };
  },
  then: { category: 'Write', cadence: 'content' },
  says: '"{match}" creates or updates data',
  examples: { fires: [tool('create_note', 'Create a note.')], quiet: [tool('list_notes', 'List notes.')] },
});
