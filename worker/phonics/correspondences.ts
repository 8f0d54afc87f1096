/**
 * The level table of PHONICS.md as data: which spellings may stand for which sounds, and from
 * which level. The aligner may use nothing else, so anything missing here is "beyond level 8".
 */
import type { Level } from "./types";

/**
 * What role a grapheme plays in its syllable. Vowel kinds carry the syllable rules
 * (syllables.ts): a short vowel needs a closed syllable, a long single vowel an open one.
 */
export type UnitKind =
  | "consonant"
  | "short" // single vowel letter, short sound (level 1)
  | "long" // single vowel letter, long sound: open syllable (5) or, with a silent e, VCE (6)
  | "final-y" // y /i/ ending a word of two or more syllables (5)
  | "r-controlled"
  | "team"
  | "silent-e"; // only as the e of a VCE pattern

export interface Correspondence {
  readonly graph: string;
  /** ARPABET phones; a trailing digit restricts the stress ("ER0" = unstressed only). */
  readonly phones: readonly string[];
  readonly kind: UnitKind;
  readonly level: Level;
  readonly pattern: string;
  /** The schwa/ɪ reading of a vowel letter: allowed only in words of two or more syllables. */
  readonly reduced?: true;
  /**
   * The second r of rr after an r-controlled vowel (hur-ry, star-ry, hur-ri-cane): the doubled
   * consonant spells one /r/, which CMUdict writes only once, inside the r-controlled vowel.
   */
  readonly sharedR?: true;
}

const table: Correspondence[] = [];

function add(graph: string, phones: string, kind: UnitKind, level: Level, pattern: string, reduced?: true): void {
  table.push({ graph, phones: phones.split(" "), kind, level, pattern, ...(reduced ? { reduced } : {}) });
}

// Level 1: single consonants, doubled consonants, short vowels.
for (const [g, p] of [
  ["b", "B"], ["c", "K"], ["d", "D"], ["f", "F"], ["g", "G"], ["h", "HH"], ["j", "JH"], ["k", "K"],
  ["l", "L"], ["m", "M"], ["n", "N"], ["p", "P"], ["qu", "K W"], ["r", "R"], ["s", "S"], ["s", "Z"],
  ["t", "T"], ["v", "V"], ["w", "W"], ["x", "K S"], ["y", "Y"], ["z", "Z"],
] as const) {
  add(g, p, "consonant", 1, `consonant ${g}`);
}
for (const [g, p] of [
  ["bb", "B"], ["cc", "K"], ["dd", "D"], ["ff", "F"], ["gg", "G"], ["ll", "L"], ["mm", "M"],
  ["nn", "N"], ["pp", "P"], ["rr", "R"], ["ss", "S"], ["ss", "Z"], ["tt", "T"], ["zz", "Z"],
] as const) {
  add(g, p, "consonant", 1, `doubled consonant ${g}`);
}
for (const [g, p, ipa] of [
  ["a", "AE", "æ"], ["e", "EH", "ɛ"], ["i", "IH", "ɪ"], ["o", "AA", "ɑ"], ["o", "AO", "ɔ"], ["u", "AH", "ʌ"],
] as const) {
  add(g, p, "short", 1, `short ${g} /${ipa}/`);
}
// PHONICS.md rule 3: in words of 2+ syllables a vowel letter reduced to AH0/IH0 counts as short.
// (u -> AH0 and i -> IH0 are already covered by the short readings above.)
for (const [g, p] of [
  ["a", "AH0"], ["a", "IH0"], ["e", "AH0"], ["e", "IH0"], ["i", "AH0"], ["o", "AH0"], ["o", "IH0"], ["u", "IH0"],
] as const) {
  add(g, p, "short", 1, `short ${g} (unstressed)`, true);
}

// Level 2: consonant digraphs, one sound each.
for (const [g, p] of [
  ["ch", "CH"], ["sh", "SH"], ["th", "TH"], ["th", "DH"], ["wh", "W"], ["wh", "HH W"], ["ph", "F"], ["ck", "K"],
] as const) {
  add(g, p, "consonant", 2, `consonant digraph ${g}`);
}

// Level 4: welded sounds and the -tch/-dge endings (clusters themselves live in clusters.ts).
add("ng", "NG", "consonant", 4, "welded -ng");
add("ng", "NG G", "consonant", 4, "welded -ng");
add("nk", "NG K", "consonant", 4, "welded -nk");
add("tch", "CH", "consonant", 4, "-tch");
add("dge", "JH", "consonant", 4, "-dge");

// Level 5: a single vowel letter ending a syllable says its name; y as a vowel.
for (const [g, p, ipa] of [
  ["a", "EY", "eɪ"], ["e", "IY", "i"], ["i", "AY", "aɪ"], ["o", "OW", "oʊ"], ["u", "Y UW", "ju"], ["u", "UW", "u"],
] as const) {
  add(g, p, "long", 5, `open syllable ${g} /${ipa}/`);
}
add("y", "AY", "long", 5, "y as a vowel /aɪ/");
add("y", "IY0", "final-y", 5, "final y /i/");
// CMUdict marks some final y with secondary stress (pony P OW1 N IY2, company, apology); it is
// still the unstressed /i/ of happy, never the stressed vowel of a syllable of its own.
add("y", "IY2", "final-y", 5, "final y /i/");

// Level 6: the e of a VCE pattern is silent; the vowel before it is a "long" unit (align.ts).
add("e", "", "silent-e", 6, "silent e");

// Level 7: r-controlled vowels. The second r of rr after one spells no sound of its own (align.ts).
table.push({ graph: "r", phones: [""], kind: "consonant", level: 1, pattern: "doubled consonant rr", sharedR: true });
add("ar", "AA R", "r-controlled", 7, "r-controlled ar /ɑr/");
for (const g of ["er", "ir", "ur"]) add(g, "ER", "r-controlled", 7, `r-controlled ${g} /ɝ/`);
add("or", "AO R", "r-controlled", 7, "r-controlled or /ɔr/");
add("or", "ER0", "r-controlled", 7, "r-controlled or /ər/"); // unstressed only: "doctor", not "word"

// Level 8: vowel teams.
for (const [g, p, ipa] of [
  ["ai", "EY", "eɪ"], ["ay", "EY", "eɪ"], ["eigh", "EY", "eɪ"], ["ey", "EY", "eɪ"],
  ["ee", "IY", "i"], ["ea", "IY", "i"], ["ey", "IY", "i"], ["ie", "IY", "i"], ["ea", "EH", "ɛ"],
  ["oa", "OW", "oʊ"], ["oe", "OW", "oʊ"], ["ow", "OW", "oʊ"], ["ow", "AW", "aʊ"], ["ou", "AW", "aʊ"],
  ["oi", "OY", "ɔɪ"], ["oy", "OY", "ɔɪ"], ["oo", "UW", "u"], ["oo", "UH", "ʊ"],
  ["ew", "UW", "u"], ["ew", "Y UW", "ju"], ["ue", "UW", "u"], ["ue", "Y UW", "ju"],
  ["au", "AO", "ɔ"], ["aw", "AO", "ɔ"], ["ie", "AY", "aɪ"], ["igh", "AY", "aɪ"],
] as const) {
  add(g, p, "team", 8, `vowel team ${g} /${ipa}/`);
}

/** Correspondences indexed by the first letter of their grapheme, longest graphemes first. */
export const BY_FIRST_LETTER: ReadonlyMap<string, readonly Correspondence[]> = (() => {
  const map = new Map<string, Correspondence[]>();
  for (const c of table) {
    const first = c.graph[0] ?? "";
    const list = map.get(first) ?? [];
    list.push(c);
    map.set(first, list);
  }
  for (const list of map.values()) list.sort((a, b) => b.graph.length - a.graph.length);
  return map;
})();

/** Long-vowel patterns as VCE (level 6) names them. */
export function vcePattern(vowel: string, ipa: string): string {
  return `silent e ${vowel}_e /${ipa}/`;
}
