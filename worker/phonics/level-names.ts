/**
 * Level names (SPEC.md §3). The shared constants for the whole app live in schema/levels.ts,
 * owned elsewhere; these are kept here so the engine stays dependency-free until they merge.
 */
import type { Level } from "./types";

export const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  1: "CVC syllables",
  2: "CVC with digraphs",
  3: "With suffixes",
  4: "Consonant clusters",
  5: "Open syllables",
  6: "Silent 'e' (VCE) syllables",
  7: "R-controlled vowels",
  8: "Vowel teams",
};

export const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7, 8];

export function levelName(level: Level): string {
  return LEVEL_NAMES[level];
}

export function isLevel(n: unknown): n is Level {
  return typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 8;
}
