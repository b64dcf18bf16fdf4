// jsdom ships no types; the tests' Node code uses only its window (for DOMParser).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
