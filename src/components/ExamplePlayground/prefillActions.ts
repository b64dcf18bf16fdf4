/** The documented prefill endpoints (the forms' actions; prefill.ts makes their fields). */
export const CODEPEN_ACTION = 'https://codepen.io/pen/define';
export const JSFIDDLE_ACTION = 'https://jsfiddle.net/api/post/library/pure/';
