/**
 * What the part after an apostrophe adds (PHONICS.md rule 5: contractions and possessives follow
 * their parts). The word's level is the higher of its base's level and the tail's level.
 */
import type { Level } from "./types";

export interface ContractionTail {
  readonly level: Level;
  readonly pattern: string;
  /** The tail's sound, for the alignment. */
  readonly phonemes: string;
}

export const CONTRACTION_TAILS: Readonly<Record<string, ContractionTail>> = {
  // 's (possessive, is, has) is the -s suffix: it + s = level 3, like "its".
  s: { level: 3, pattern: "suffix -s ('s)", phonemes: "Z" },
  // n't adds the final cluster -nt (level 4): "isn't", "can't".
  t: { level: 4, pattern: "contraction n't (cluster nt)", phonemes: "N T" },
  ll: { level: 1, pattern: "contraction 'll", phonemes: "L" },
  ve: { level: 1, pattern: "contraction 've", phonemes: "V" },
  m: { level: 1, pattern: "contraction 'm", phonemes: "M" },
  // 'd is -ed heard as /d/ (level 3); 're is /r/ after a vowel, an r-controlled ending (level 7).
  d: { level: 3, pattern: "contraction 'd (suffix -ed)", phonemes: "D" },
  re: { level: 7, pattern: "contraction 're (r-controlled)", phonemes: "R" },
};

/** Contractions whose base is not spelled in them. */
export const IRREGULAR_CONTRACTIONS: ReadonlySet<string> = new Set(["won't", "shan't", "ain't"]);
