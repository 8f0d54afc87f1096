/**
 * The level table of PHONICS.md as data: which spellings may stand for which sounds, and from
 * which level. The aligner may use nothing else, so anything missing here is "beyond level 8".
 */
import { patternLevel, type PatternId } from "./patterns";
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
  /** The level of its pattern (patterns.ts). */
  readonly level: Level;
  /** The pattern's id in patterns.ts (what a sequence teaches). */
  readonly id: PatternId;
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

function add(graph: string, phones: string, kind: UnitKind, id: PatternId, pattern: string, reduced?: true): void {
  table.push({ graph, phones: phones.split(" "), kind, level: patternLevel(id), id, pattern, ...(reduced ? { reduced } : {}) });
}

// Level 1: single consonants, doubled consonants, short vowels.
for (const [g, p] of [
  ["b", "B"], ["c", "K"], ["d", "D"], ["f", "F"], ["g", "G"], ["h", "HH"], ["j", "JH"], ["k", "K"],
  ["l", "L"], ["m", "M"], ["n", "N"], ["p", "P"], ["qu", "K W"], ["r", "R"], ["s", "S"], ["s", "Z"],
  ["t", "T"], ["v", "V"], ["w", "W"], ["x", "K S"], ["y", "Y"], ["z", "Z"],
] as const) {
  add(g, p, "consonant", g === "qu" || g === "x" ? g : "consonants", `consonant ${g}`);
}
for (const [g, p] of [
  ["bb", "B"], ["cc", "K"], ["dd", "D"], ["ff", "F"], ["gg", "G"], ["ll", "L"], ["mm", "M"],
  ["nn", "N"], ["pp", "P"], ["rr", "R"], ["ss", "S"], ["ss", "Z"], ["tt", "T"], ["zz", "Z"],
] as const) {
  add(g, p, "consonant", "doubled-consonants", `doubled consonant ${g}`);
}
for (const [g, p, ipa] of [
  ["a", "AE", "æ"], ["e", "EH", "ɛ"], ["i", "IH", "ɪ"], ["o", "AA", "ɑ"], ["o", "AO", "ɔ"], ["u", "AH", "ʌ"],
] as const) {
  add(g, p, "short", `short-${g}`, `short ${g} /${ipa}/`);
}
// PHONICS.md rule 3: in words of 2+ syllables a vowel letter reduced to AH0/IH0 counts as short.
// (u -> AH0 and i -> IH0 are already covered by the short readings above.)
for (const [g, p] of [
  ["a", "AH0"], ["a", "IH0"], ["e", "AH0"], ["e", "IH0"], ["i", "AH0"], ["o", "AH0"], ["o", "IH0"], ["u", "IH0"],
] as const) {
  add(g, p, "short", "schwa", `short ${g} (unstressed)`, true);
}

// Level 2: consonant digraphs, one sound each.
for (const [g, p] of [
  ["ch", "CH"], ["sh", "SH"], ["th", "TH"], ["th", "DH"], ["wh", "W"], ["wh", "HH W"], ["ph", "F"], ["ck", "K"],
] as const) {
  add(g, p, "consonant", `digraph-${g}`, `consonant digraph ${g}`);
}

// Level 4: welded sounds and the -tch/-dge endings (clusters themselves live in clusters.ts).
add("ng", "NG", "consonant", "welded-ng", "welded -ng");
add("ng", "NG G", "consonant", "welded-ng", "welded -ng");
add("nk", "NG K", "consonant", "welded-nk", "welded -nk");
add("tch", "CH", "consonant", "tch", "-tch");
add("dge", "JH", "consonant", "dge", "-dge");

// Level 5: a single vowel letter ending a syllable says its name; y as a vowel.
for (const [g, p, ipa] of [
  ["a", "EY", "eɪ"], ["e", "IY", "i"], ["i", "AY", "aɪ"], ["o", "OW", "oʊ"], ["u", "Y UW", "ju"], ["u", "UW", "u"],
] as const) {
  add(g, p, "long", `open-${g}`, `open syllable ${g} /${ipa}/`);
}
add("y", "AY", "long", "open-y", "y as a vowel /aɪ/");
add("y", "IY0", "final-y", "final-y", "final y /i/");
// CMUdict marks some final y with secondary stress (pony P OW1 N IY2, company, apology); it is
// still the unstressed /i/ of happy, never the stressed vowel of a syllable of its own.
add("y", "IY2", "final-y", "final-y", "final y /i/");

// Level 6: the e of a VCE pattern is silent; the vowel before it is a "long" unit (align.ts).
// Its id is unused: the vowel before it becomes a VCE unit of its own vce-* pattern (align.ts).
add("e", "", "silent-e", "vce-e", "silent e");

// Level 7: r-controlled vowels. The second r of rr after one spells no sound of its own (align.ts).
table.push({ graph: "r", phones: [""], kind: "consonant", level: patternLevel("doubled-consonants"), id: "doubled-consonants", pattern: "doubled consonant rr", sharedR: true });
add("ar", "AA R", "r-controlled", "r-ar", "r-controlled ar /ɑr/");
for (const g of ["er", "ir", "ur"]) add(g, "ER", "r-controlled", `r-${g}`, `r-controlled ${g} /ɝ/`);
add("or", "AO R", "r-controlled", "r-or", "r-controlled or /ɔr/");
add("or", "ER0", "r-controlled", "r-or", "r-controlled or /ər/"); // unstressed only: "doctor", not "word"

// Level 8: vowel teams.
for (const [g, p, ipa, id] of [
  ["ai", "EY", "eɪ", "team-ai-ay"], ["ay", "EY", "eɪ", "team-ai-ay"], ["eigh", "EY", "eɪ", "team-eigh-ey"], ["ey", "EY", "eɪ", "team-eigh-ey"],
  ["ee", "IY", "i", "team-ee-ea"], ["ea", "IY", "i", "team-ee-ea"], ["ey", "IY", "i", "team-ie-ey"], ["ie", "IY", "i", "team-ie-ey"],
  ["ea", "EH", "ɛ", "team-ea-short"],
  ["oa", "OW", "oʊ", "team-oa-ow"], ["oe", "OW", "oʊ", "team-oa-ow"], ["ow", "OW", "oʊ", "team-oa-ow"],
  ["ow", "AW", "aʊ", "team-ou-ow"], ["ou", "AW", "aʊ", "team-ou-ow"],
  ["oi", "OY", "ɔɪ", "team-oi-oy"], ["oy", "OY", "ɔɪ", "team-oi-oy"], ["oo", "UW", "u", "team-oo-long"], ["oo", "UH", "ʊ", "team-oo-short"],
  ["ew", "UW", "u", "team-ew-ue"], ["ew", "Y UW", "ju", "team-ew-ue"], ["ue", "UW", "u", "team-ew-ue"], ["ue", "Y UW", "ju", "team-ew-ue"],
  ["au", "AO", "ɔ", "team-au-aw"], ["aw", "AO", "ɔ", "team-au-aw"], ["ie", "AY", "aɪ", "team-igh-ie"], ["igh", "AY", "aɪ", "team-igh-ie"],
] as const) {
  add(g, p, "team", id, `vowel team ${g} /${ipa}/`);
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
