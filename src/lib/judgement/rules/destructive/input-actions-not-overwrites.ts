import { str, tool } from '../../examples.ts';
import { describeParameter } from '../../facts.ts';
import { defineRule } from '../../rule.ts';
import { inputActionList } from '../../signals/input-actions.ts';

export default defineRule({
  id: 'input-actions-not-overwrites',
  stage: 'destructive',
  summary:
    'The tool offers a list of mouse and keyboard actions (click, type, key, scroll, mouse_move, screenshot): "type" types text and "move" moves the pointer, neither replaces stored data, so the list does not make the tool destructive. What the input does on the screen is judged as a page or desktop action.',
  when: (facts, state) => {
    if (state.readOnly || !state.destructive) return undefined;
    // A value that removes (delete, clear) keeps the removal.
    if (facts.inferred.verbs.some((verb) => verb.cls === 'delete')) return undefined;
    const list = inputActionList(facts);
    return list ? { signal: 'parameter', match: describeParameter(list) } : undefined;
  },
  then: { destructive: false, weight: 1 },
  says: '{match} lists input actions, which replace nothing',
  examples: {
    fires: [
      tool('screen_control', 'Use the mouse and keyboard of the computer, and take screenshots.', {
        action: {
          type: 'string',
          enum: ['key', 'type', 'mouse_move', 'left_click', 'double_click', 'scroll', 'get_screenshot'],
        },
        coordinate: { type: 'array' },
        text: str,
      }),
    ],
    quiet: [
      tool('manage_notes', 'Create, update or delete notes.', {
        action: { type: 'string', enum: ['create', 'update', 'delete'] },
      }),
      tool('screen_control', 'Control the screen and clear its history.', {
        action: { type: 'string', enum: ['click', 'type', 'delete_history'] },
      }),
    ],
  },
});
