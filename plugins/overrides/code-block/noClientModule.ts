// Stands in for the classic theme's client module that registers Prism's
// extra languages on every page: `prism.ts` does it where Prism is loaded.
export {};
