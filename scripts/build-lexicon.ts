/**
 * Builds worker/phonics/lexicon.txt from CMUdict: runs the full analyzer over every
 * dictionary word at build time, keeps each word's pattern sets (its level is theirs), and keeps a pronunciation only where
 * the Worker could not rebuild the same analysis from spelling (most inflected forms and many
 * regular words need none). Deterministic: the same dictionary gives byte-identical output.
 *
 *   npm run build:lexicon
 */
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { dictionary } from "cmu-pronouncing-dictionary";
import { analyzeWord, type PronouncingDictionary } from "../worker/phonics/analyze-word";
import { CMUDICT_FIXES } from "../worker/phonics/cmudict-fixes";
import { decompose } from "../worker/phonics/inflections";
import { createLexicon } from "../worker/phonics/lexicon";
import { encodeLexicon, type LexiconEntry } from "../worker/phonics/lexicon-format";
import type { PatternSet } from "../worker/phonics/pattern-set";
import { optionsLevel, type WordAnalysis } from "../worker/phonics/types";

const OUT = new URL("../worker/phonics/lexicon.txt", import.meta.url);
const started = performance.now();

const cmu = readDictionary();
const cmuDict: PronouncingDictionary = { pronunciations: (w) => cmu.get(w) };
const words = [...cmu.keys()].sort();

const truth = new Map<string, WordAnalysis>();
for (const w of words) truth.set(w, analyzeWord(w, cmuDict));
console.error(`analyzed ${words.length} words in ${ms(started)}`);

const kept = new Map<string, string[]>();
const keptDict: PronouncingDictionary = { pronunciations: (w) => kept.get(w), has: (w) => truth.has(w) };
const dependents = dependentsByBase(words);

let toCheck: readonly string[] = words;
for (let round = 1; toCheck.length > 0; round++) {
  if (round > 8) throw new Error(`pronunciations still missing for ${toCheck.slice(0, 20).join(", ")}`);
  const changed = new Set<string>();
  let mismatches = 0;
  for (const w of toCheck) {
    const want = truth.get(w);
    if (!want || sameAnalysis(analyzeWord(w, keptDict), want)) continue;
    mismatches++;
    let grew = keep(w, want.pronunciation);
    if (grew) changed.add(w);
    const base = want.parts?.[0];
    if (base && keep(base.word, base.pronunciation)) {
      changed.add(base.word);
      grew = true;
    }
    // The deciding readings were not enough: the base's level may come from another of its
    // readings than the one the word's sound matches ("erodes" matches /ɪˈroʊd/, "erode" is
    // level 6 through /ˈiroʊd/), so keep every reading of the word and of its base.
    // Other bases of the word may spell it too ("added" is ad + d + ed and add + ed): keep theirs.
    if (!grew) {
      const bases = [...new Set([...(base ? [base.word] : []), ...decompose(w).map((d) => d.base).filter((b) => cmu.has(b))])];
      for (const w2 of [w, ...bases]) {
        for (const p of cmu.get(w2) ?? []) if (keep(w2, p)) changed.add(w2);
      }
    }
  }
  console.error(`round ${round}: ${toCheck.length} checked, ${mismatches} needed a pronunciation`);
  toCheck = [...new Set([...changed].flatMap((w) => [w, ...(dependents.get(w) ?? [])]))].sort();
}

const entries: LexiconEntry[] = words.map((w) => ({
  word: w,
  options: truth.get(w)?.options ?? [],
  pronunciations: kept.get(w) ?? [],
}));
const text = encodeLexicon(entries);
verify(text);

// Data in the format of lexicon-format.ts, imported by the Worker as a Text module.
writeFileSync(OUT, text);
console.error(`wrote ${OUT.pathname}: ${Buffer.byteLength(text)} bytes raw, ${gzipSync(text).length} bytes gzip, in ${ms(started)}`);

/** Lower-case alphabetic entries only: contractions and possessives are judged by their parts. */
function readDictionary(): Map<string, string[]> {
  const byWord = new Map<string, { alt: number; pron: string }[]>();
  for (const [key, pron] of Object.entries(dictionary)) {
    const m = /^([a-z]+)(?:\((\d+)\))?$/.exec(key);
    if (!m?.[1]) continue;
    const list = byWord.get(m[1]) ?? [];
    // A few entries carry a trailing "# comment".
    list.push({ alt: Number(m[2] ?? 1), pron: pron.replace(/#.*$/, "").trim() });
    byWord.set(m[1], list);
  }
  const words = new Map([...byWord].map(([w, list]) => [w, list.sort((a, b) => a.alt - b.alt).map((x) => x.pron)]));
  for (const [word, wrong, right] of CMUDICT_FIXES) {
    const prons = words.get(word);
    const at = prons?.indexOf(wrong) ?? -1;
    if (!prons || at < 0) throw new Error(`cmudict-fixes: ${word} has no pronunciation "${wrong}"`);
    if (right === null) prons.splice(at, 1);
    else prons[at] = right;
  }
  return words;
}

function keep(word: string, pron: string | undefined): boolean {
  if (!pron) return false;
  const list = kept.get(word) ?? [];
  if (list.includes(pron)) return false;
  // Keep the dictionary's order so the output does not depend on discovery order.
  const order = cmu.get(word) ?? [];
  kept.set(word, [...list, pron].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  return true;
}

function dependentsByBase(all: readonly string[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const w of all) {
    for (const d of decompose(w)) map.set(d.base, [...(map.get(d.base) ?? []), w]);
  }
  return map;
}

function sameAnalysis(a: WordAnalysis, b: WordAnalysis): boolean {
  return (
    a.level === b.level &&
    sameOptions(a.options, b.options) &&
    a.source === b.source &&
    a.pattern === b.pattern &&
    a.syllables === b.syllables &&
    JSON.stringify(a.alignment) === JSON.stringify(b.alignment)
  );
}

/** Decodes the text exactly as the Worker will and checks every word against the build's answer. */
function verify(encoded: string): void {
  const lexicon = createLexicon(encoded);
  const wrong: string[] = [];
  for (const w of words) {
    const want = truth.get(w);
    if (!want || !sameOptions(lexicon.options(w) ?? [], want.options) || !sameAnalysis(analyzeWord(w, lexicon), want)) wrong.push(w);
    if (want && optionsLevel(want.options) !== want.level) wrong.push(`${w} (its level is not that of its pattern sets)`);
  }
  for (const w of wrong.slice(0, 4)) {
    const a = truth.get(w);
    const b = analyzeWord(w, lexicon);
    console.error(w, JSON.stringify([a?.level, a?.pattern, a?.options.map(String), a?.alignment]), JSON.stringify([b.level, b.pattern, b.options.map(String), b.alignment]), lexicon.options(w)?.map(String));
  }
  if (wrong.length > 0) throw new Error(`${wrong.length} words decode differently: ${wrong.slice(0, 20).join(", ")}`);
  console.error(`verified ${words.length} words against the decoded lexicon (${lexicon.blocks} blocks)`);
}

function sameOptions(a: readonly PatternSet[], b: readonly PatternSet[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

function ms(since: number): string {
  return `${Math.round(performance.now() - since)} ms`;
}
