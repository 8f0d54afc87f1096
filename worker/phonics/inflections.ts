/**
 * Inflections of PHONICS.md rule 4: -s, -es, -ed, -ing, with the spelling changes that go with
 * them (doubling: hopping; dropped e: baking; y -> i: cried). This module only proposes
 * decompositions and sets the level; analyze-word.ts checks them against the dictionary.
 */
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

export function decompose(word: string): Decomposition[] {
  const out: Decomposition[] = [];
  const add = (base: string, suffix: Inflection, spelling: string, change: Decomposition["change"]): void => {
    if (base.length >= 2 && /[aeiouy]/.test(base)) out.push({ base, suffix, spelling, change });
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

/** A doubled final consonant that the suffix added; ss ll ff zz usually belong to the base. */
function isDoubled(stem: string): boolean {
  const last = stem.at(-1) ?? "";
  return CONSONANT.test(last) && !"slfz".includes(last) && stem.at(-2) === last;
}

/** -s/-es/-ed on a base of level <= 2 give 3, else max(base, 3); -ing gives max(base, 4). */
export function inflectedLevel(base: WordLevel, suffix: Inflection): WordLevel {
  return maxLevel(base, suffix === "ing" ? 4 : 3);
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
 * base part is ignored (CMUdict is not always consistent about secondary stress).
 */
export function suffixPhones(word: readonly Phone[], base: readonly Phone[], suffix: Inflection): Phone[] | null {
  if (word.length <= base.length || base.length === 0) return null;
  for (let i = 0; i < base.length; i++) if (word[i]?.base !== base[i]?.base) return null;
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

/** The suffix sound to show when the word's pronunciation is unknown. */
export function guessedSuffixSound(suffix: Inflection, baseLast: string): string {
  const voiceless = /[ptkfθ]$|sh$|ch$|ck$|x$|ss$/.test(baseLast);
  if (suffix === "ing") return "IH NG";
  if (suffix === "ed") return /[td]$/.test(baseLast) ? "IH D" : voiceless ? "T" : "D";
  if (suffix === "es") return "IH Z";
  return voiceless ? "S" : "Z";
}
