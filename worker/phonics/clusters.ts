/**
 * Level 4 consonant clusters (PHONICS.md): two or three consonant sounds in one syllable. Only
 * the listed ones count; any other run of consonants inside one syllable is beyond the table.
 * Keys are the spellings of the consonant graphemes joined ("s"+"t" = "st", "sh"+"r" = "shr").
 */

export const INITIAL_CLUSTERS: ReadonlySet<string> = new Set([
  "bl", "cl", "fl", "gl", "pl", "sl", "br", "cr", "dr", "fr", "gr", "pr", "tr", "sc", "sk", "sm",
  "sn", "sp", "st", "sw", "tw", "scr", "spl", "spr", "str", "shr", "thr",
]);

export const FINAL_CLUSTERS: ReadonlySet<string> = new Set([
  "ct", "ft", "lf", "lk", "lp", "lt", "mp", "nch", "nd", "nt", "pt", "sk", "sp", "st", "xt",
]);

const DOUBLED = /^(bb|cc|dd|ff|gg|ll|mm|nn|pp|rr|ss|tt|zz)$/;

/** Graphemes English never begins a syllable with (they always close the syllable before). */
export function canStartSyllable(graph: string): boolean {
  return !DOUBLED.test(graph) && !["ck", "ng", "nk", "tch", "dge", "x"].includes(graph);
}

/** Graphemes English never ends a syllable with: consonant w, y, h and j only start one. */
export function canEndSyllable(graph: string): boolean {
  return !["w", "wh", "y", "h", "j"].includes(graph);
}
