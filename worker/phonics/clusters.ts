/**
 * Level 4 consonant clusters (PHONICS.md): two or three consonant sounds in one syllable. Only
 * the listed ones count; any other run of consonants inside one syllable is beyond the table.
 * Keys are the spellings of the consonant graphemes joined ("s"+"t" = "st", "sh"+"r" = "shr").
 */
import type { PatternId } from "./patterns";

/** Initial clusters and the pattern (patterns.ts) each belongs to. */
export const INITIAL_CLUSTERS: ReadonlyMap<string, PatternId> = new Map([
  ...["bl", "cl", "fl", "gl", "pl", "sl"].map((k) => [k, "blend-l"] as const),
  ...["br", "cr", "dr", "fr", "gr", "pr", "tr"].map((k) => [k, "blend-r"] as const),
  ...["sc", "sk", "sm", "sn", "sp", "st", "sw"].map((k) => [k, "blend-s"] as const),
  ["tw", "blend-tw"],
  ...["scr", "spl", "spr", "str", "shr", "thr"].map((k) => [k, "blend-3"] as const),
]);

export const FINAL_CLUSTERS: ReadonlySet<string> = new Set([
  "ct", "ft", "lf", "lk", "lp", "lt", "mp", "nch", "nd", "nt", "pt", "sk", "sp", "st", "xt",
]);

export const FINAL_CLUSTER_PATTERN: PatternId = "final-blends";

const DOUBLED = /^(bb|cc|dd|ff|gg|ll|mm|nn|pp|rr|ss|tt|zz)$/;

/** Graphemes English never begins a syllable with (they always close the syllable before). */
export function canStartSyllable(graph: string): boolean {
  return !DOUBLED.test(graph) && !["ck", "ng", "nk", "tch", "dge", "x"].includes(graph);
}

/** Graphemes English never ends a syllable with: consonant w, y, h and j only start one. */
export function canEndSyllable(graph: string): boolean {
  return !["w", "wh", "y", "h", "j"].includes(graph);
}
