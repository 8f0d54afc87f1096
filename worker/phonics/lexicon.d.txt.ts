// lexicon.txt is data: wrangler's Text rule (wrangler.toml) in the Worker and its tests, and
// scripts/text-modules in Node, give its contents as the default export.
declare const text: string;
export default text;
