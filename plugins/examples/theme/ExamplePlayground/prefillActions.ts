/**
 * The playgrounds an example opens in: each documented prefill endpoint and
 * the function of prefill.ts that makes its form's fields.
 */
export const PREFILL_SITES = {
  codepen: {action: 'https://codepen.io/pen/define', fields: 'codePenFields'},
  jsfiddle: {action: 'https://jsfiddle.net/api/post/library/pure/', fields: 'jsFiddleFields'},
} as const;

export type PrefillSite = keyof typeof PREFILL_SITES;
