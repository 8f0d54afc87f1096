/**
 * Inflections of PHONICS.md rule 4: -s, -es, -ed, -ing, with the spelling changes that go with
 * them (doubling: hopping; dropped e: baking; y -> i: cried). This module only proposes
 * decompositions and sets the level; analyze-word.ts checks them against the dictionary.
 */
import { levelOfSet, setOf, type PatternSet } from "./pattern-set";
import type { PatternId } from "./patterns";
import type { Phone } from "./phonemes";
import { maxLevel, type WordLevel } from "./types";

export type Inflection = "s" | "es" | "ed" | "ing";

export interface Decomposition {
  readonly base: string;
  readonly suffix: Inflection;
  /** The suffix as spelled in the word: "s", "es", "ed", "d" (bake+d), "ing". */
  readonly spelling: string;
  readonly change: "none" | "doubled" | "dropped-e" | "y-to-i";
}

const CONSONANT = /[bcdfghjklmnpqrstvz]/;

/**
 * CMUdict entries that are names or abbreviations and must not be taken as the base of an
 * inflection: their sound matches, but the word is built on another base ("lens" is not
 * len + s, "served" is serve + d, "died" is die + d, "need" is not nee + d). Found by listing
 * every dictionary word whose chosen base is not a lower-case word of a general English word
 * list (wamerican), then keeping the names and abbreviations.
 */
const NOT_A_BASE: ReadonlySet<string> = new Set([
  "booz", "bree", "claus", "colly", "cree", "dee", "destin", "di", "dispell", "dos", "eb", "gass",
  "hee", "herr", "institut", "lem", "len", "ly", "mottl", "nee", "oop", "pur", "que", "raby", "ree",
  "rende", "ro", "san", "serv", "su", "tran", "ty", "valu", "vers", "vy", "wa", "wo",
]);

export function decompose(word: string): Decomposition[] {
  const out: Decomposition[] = [];
  const add = (base: string, suffix: Inflection, spelling: string, change: Decomposition["change"]): void => {
    if (base.length >= 2 && /[aeiouy]/.test(base) && !NOT_A_BASE.has(base)) out.push({ base, suffix, spelling, change });
  };
  if (word.endsWith("ing") && word.length >= 5) {
    const stem = word.slice(0, -3);
    // Doubling is tried first: "hopping" is hop + ing even though CMUdict also lists "hopp".
    if (isDoubled(stem)) add(stem.slice(0, -1), "ing", "ing", "doubled");
    if (!wouldDouble(stem)) add(stem, "ing", "ing", "none");
    if (CONSONANT.test(stem.at(-1) ?? "")) add(`${stem}e`, "ing", "ing", "dropped-e");
  }
  if (word.endsWith("ed") && word.length >= 4) {
    const stem = word.slice(0, -2);
    if (isDoubled(stem)) add(stem.slice(0, -1), "ed", "ed", "doubled");
    if (word.endsWith("ied")) add(`${word.slice(0, -3)}y`, "ed", "ed", "y-to-i");
    if (!stem.endsWith("e") && !wouldDouble(stem)) add(stem, "ed", "ed", "none");
    add(word.slice(0, -1), "ed", "d", "none"); // bake + d
  }
  if (word.endsWith("es") && word.length >= 4) {
    const stem = word.slice(0, -2);
    if (word.endsWith("ies")) add(`${word.slice(0, -3)}y`, "es", "es", "y-to-i");
    if (/(s|x|z|sh|ch|o)$/.test(stem)) add(stem, "es", "es", "none");
    if (/(zz|ss)$/.test(stem)) add(stem.slice(0, -1), "es", "es", "doubled");
  }
  if (word.endsWith("s") && !word.endsWith("ss") && word.length >= 3) add(word.slice(0, -1), "s", "s", "none");
  return out;
}

/**
 * A one-syllable stem ending in one short-vowel letter and one consonant doubles it before
 * -ed/-ing (hop -> hopped), so "lived" cannot be "liv" + ed (CMUdict lists "liv" as a name):
 * it is live + d.
 */
function wouldDouble(stem: string): boolean {
  return (stem.match(/[aeiouy]+/g) ?? []).length === 1 && /(^|[^aeiou])[aeiou][bcdfgjklmnpqrstvz]$/.test(stem);
}

/**
 * A doubled final consonant that the suffix may have added (hopped, gassed, dispelled). ss ll
 * ff zz usually belong to the base (filled, missed, compasses): analyze-word.ts drops the
 * doubled reading of those when the base with the double letter is a word.
 */
function isDoubled(stem: string): boolean {
  const last = stem.at(-1) ?? "";
  return CONSONANT.test(last) && stem.at(-2) === last;
}

/** ss ll ff zz end many bases (fill, miss, cliff, buzz); other doubles are mostly the suffix's. */
export function keepsDouble(d: Decomposition): boolean {
  return d.change === "doubled" && "slfz".includes(d.base.at(-1) ?? "");
}

const SUFFIX_PATTERN: Readonly<Record<Inflection, PatternId>> = { s: "suffix-s", es: "suffix-es", ed: "suffix-ed", ing: "suffix-ing" };
const CHANGE_PATTERN: Readonly<Record<Decomposition["change"], PatternId | null>> = {
  none: null,
  doubled: "suffix-doubling",
  "dropped-e": "suffix-drop-e",
  "y-to-i": "suffix-y-to-i",
};

/** What the suffix adds to the base: its own pattern and that of its spelling change ("baked" = bake + d drops the e). */
export function suffixPatterns(d: Decomposition): PatternSet {
  const change = d.spelling === "d" ? "suffix-drop-e" : CHANGE_PATTERN[d.change];
  return setOf(change ? [SUFFIX_PATTERN[d.suffix], change] : [SUFFIX_PATTERN[d.suffix]]);
}

/** -s/-es/-ed on a base of level <= 2 give 3, else max(base, 3); -ing gives max(base, 4). */
export function inflectedLevel(base: WordLevel, d: Decomposition): WordLevel {
  return base === "beyond" ? base : maxLevel(base, levelOfSet(suffixPatterns(d)));
}

const SIBILANTS = new Set(["S", "Z", "SH", "ZH", "CH", "JH"]);
const VOICELESS = new Set(["P", "T", "K", "F", "TH", "S", "SH", "CH"]);

/**
 * The sounds the suffix can have after the base's last sound (English phonology: cats /s/,
 * dogs /z/, dishes /ɪz/; hopped /t/, hugged /d/, petted /ɪd/). Checking this keeps "yes" from
 * passing as "ye" + s: after a vowel, -s would say /z/.
 */
function suffixSounds(suffix: Inflection, last: string): readonly (readonly string[])[] {
  switch (suffix) {
    case "s":
    case "es":
      if (SIBILANTS.has(last)) return [["IH0", "Z"], ["AH0", "Z"]];
      return VOICELESS.has(last) ? [["S"]] : [["Z"]];
    case "ed":
      if (last === "T" || last === "D") return [["IH0", "D"], ["AH0", "D"]];
      return VOICELESS.has(last) ? [["T"]] : [["D"]];
    case "ing":
      return [["IH0", "NG"]];
  }
}

/**
 * If `word` is `base` plus the suffix's sound, the suffix phones; else null. Stress on the
 * base part is ignored (CMUdict is not always consistent about secondary stress), and so is
 * the choice between the two reduced vowels AH0 and IH0, which CMUdict makes inconsistently
 * ("edit" EH1 D AH0 T, "edits" EH1 D IH0 T S; "cavity" with IH0, "cavities" with AH0). Any
 * other vowel must agree, so a name such as "donat" (AH0) is not the base of "donated" (EY2).
 */
export function suffixPhones(word: readonly Phone[], base: readonly Phone[], suffix: Inflection): Phone[] | null {
  if (word.length <= base.length || base.length === 0) return null;
  for (let i = 0; i < base.length; i++) if (!samePhone(word[i], base[i])) return null;
  const rest = word.slice(base.length);
  for (const option of suffixSounds(suffix, base[base.length - 1]?.base ?? "")) {
    if (option.length !== rest.length) continue;
    const same = option.every((want, k) => {
      const have = rest[k];
      const digit = want.at(-1) ?? "";
      // Suffix vowels are unstressed; CMUdict marks a few with secondary stress ("texting").
      return have !== undefined && (/\d/.test(digit) ? have.base === want.slice(0, -1) && have.stress !== 1 : have.base === want);
    });
    if (same) return rest;
  }
  return null;
}

const REDUCED = new Set(["AH", "IH"]);

function samePhone(a: Phone | undefined, b: Phone | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  if (a.base === b.base) return true;
  return a.stress === 0 && b.stress === 0 && REDUCED.has(a.base) && REDUCED.has(b.base);
}

/** The suffix sound to show when the word's pronunciation is unknown. */
export function guessedSuffixSound(suffix: Inflection, baseLast: string): string {
  const voiceless = /[ptkfθ]$|sh$|ch$|ck$|x$|ss$/.test(baseLast);
  if (suffix === "ing") return "IH NG";
  if (suffix === "ed") return /[td]$/.test(baseLast) ? "IH D" : voiceless ? "T" : "D";
  if (suffix === "es") return "IH Z";
  return voiceless ? "S" : "Z";
}
