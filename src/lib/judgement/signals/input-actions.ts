import { type Facts } from '../facts.ts';
import { wordSet } from '../vocabulary/word-set.ts';
import { snake } from '../find.ts';
import type { Parameter } from './schema.ts';
import { tokenizeName } from './tokens.ts';

/** Words of the input actions a screen driver offers: clicks, keys, typing, scrolling, moving the pointer, screenshots. */
const INPUT_ACTION_WORDS = wordSet(
  'click clicks type typing key keys keypress press scroll move mouse drag drop hover swipe tap touch screenshot cursor position wait zoom double triple left right middle down up focus pointer',
);
const SELECTOR_PARAM = /^(?:action|actions|operation|op|command|cmd|type|kind|event|input|input_type|action_type)$/;
/**
 * An operation selector whose values are all input actions (key, type, mouse_move, left_click, scroll,
 * get_screenshot…): a list of things done with a mouse and keyboard. "type" is typing and "move" moves the pointer;
 * neither replaces stored data.
 */
export const inputActionList = (facts: Facts): Parameter | undefined =>
  [...facts.params, ...facts.nested].find((parameter) => {
    if (!SELECTOR_PARAM.test(snake(parameter.name)) || parameter.values.length < 3) return false;
    return parameter.values.every((value) => tokenizeName(value).some((token) => INPUT_ACTION_WORDS.has(token)));
  });
