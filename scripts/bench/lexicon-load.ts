// Run in a fresh process: the time from importing the lexicon module to its index being ready.
const start = performance.now();
const { defaultLexicon } = await import("../../worker/phonics/lexicon");
const blocks = defaultLexicon().blocks;
process.stdout.write(JSON.stringify({ ms: performance.now() - start, blocks }));
export {};
