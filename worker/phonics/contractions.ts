/**
 * What the part after an apostrophe adds (PHONICS.md rule 5: contractions and possessives follow
 * their parts). The word needs its base's patterns and the tail's.
 */
import type { PatternId } from "./patterns";

export interface ContractionTail {
  /** The patterns the tail adds to its base. */
  readonly patterns: readonly PatternId[];
  readonly pattern: string;
  /** The tail's sound, for the alignment. */
  readonly phonemes: string;
}

export const CONTRACTION_TAILS: Readonly<Record<string, ContractionTail>> = {
  // 's (possessive, is, has) is the -s suffix: it + s = level 3, like "its".
  s: { patterns: ["suffix-s"], pattern: "suffix -s ('s)", phonemes: "Z" },
  // n't adds the final cluster -nt (level 4): "isn't", "can't".
  t: { patterns: ["final-blends"], pattern: "contraction n't (cluster nt)", phonemes: "N T" },
  ll: { patterns: ["consonants"], pattern: "contraction 'll", phonemes: "L" },
  ve: { patterns: ["consonants"], pattern: "contraction 've", phonemes: "V" },
  m: { patterns: ["consonants"], pattern: "contraction 'm", phonemes: "M" },
  // 'd is -ed heard as /d/ (level 3); 're is /r/ after a vowel, an r-controlled ending (level 7).
  d: { patterns: ["suffix-ed"], pattern: "contraction 'd (suffix -ed)", phonemes: "D" },
  re: { patterns: ["r-er"], pattern: "contraction 're (r-controlled)", phonemes: "R" },
};

/** Contractions whose base is not spelled in them. */
export const IRREGULAR_CONTRACTIONS: ReadonlySet<string> = new Set(["won't", "shan't", "ain't"]);
