// Run in a fresh process: the time from importing the lexicon module to its first word answered
// (the text is searched as it is; nothing is indexed at load).
const start = performance.now();
const { defaultLexicon } = await import("../../worker/phonics/lexicon");
const known = defaultLexicon().has("magnet");
process.stdout.write(JSON.stringify({ ms: performance.now() - start, known }));
export {};
