/**
 * The Builder action keys the state island runs, with React's handler for each ('click' →
 * 'onClick'). A server module and the island both read it: a 'use client' module's values reach
 * server code only as references, so the list lives here.
 */
export const ACTION_HANDLERS = {
  click: 'onClick',
  change: 'onChange',
  input: 'onInput',
  submit: 'onSubmit',
  focus: 'onFocus',
  blur: 'onBlur',
  keyDown: 'onKeyDown',
  keyUp: 'onKeyUp',
  mouseEnter: 'onMouseEnter',
  mouseLeave: 'onMouseLeave',
} as const;
export type ActionName = keyof typeof ACTION_HANDLERS;
export const ACTION_NAMES = Object.keys(ACTION_HANDLERS) as readonly ActionName[];
export const isActionName = (name: string): name is ActionName => Object.hasOwn(ACTION_HANDLERS, name);
