/**
 * Our eight levels (PHONICS.md) as a sequence: step N adds the patterns of level N and the heart
 * words allowed from level N, so step N judges every word exactly as level N does.
 */
import { HEART_WORDS } from "../heart-words";
import { LEVEL_NAMES, LEVEL_NUMBERS } from "../level-names";
import { PATTERNS } from "../patterns";
import type { Sequence } from "./types";

export const SPARK: Sequence = {
  id: "spark",
  name: "Spark Decodables levels 1-8",
  source: "Our eight levels (PHONICS.md)",
  steps: LEVEL_NUMBERS.map((level) => ({
    name: `Level ${level}: ${LEVEL_NAMES[level]}`,
    adds: PATTERNS.filter((p) => p.level === level).map((p) => p.id),
    heartWords: HEART_WORDS.filter((h) => h.from === level).map((h) => h.word),
  })),
};
