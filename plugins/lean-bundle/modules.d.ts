// The part of the progress-bar library (no types of its own) that `nprogress.ts` uses.
declare module 'nprogress' {
  const nprogress: {
    configure(options: {showSpinner: boolean}): unknown;
    start(): unknown;
    done(): unknown;
  };
  export default nprogress;
}
