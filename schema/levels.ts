// The eight decoding levels (SPEC.md §3). Levels are cumulative: level N allows levels 1..N.
export const READING_LEVELS = [
  "level1",
  "level2",
  "level3",
  "level4",
  "level5",
  "level6",
  "level7",
  "level8",
] as const;

export type ReadingLevel = (typeof READING_LEVELS)[number];

export interface LevelInfo {
  id: ReadingLevel;
  number: number;
  name: string;
  /** Shown under the dropdown; the spec gives no hint for levels 5 and 6, so ours describe the pattern. */
  hint: string;
  /** The patterns the level adds, for the Reference tab. */
  patterns: string;
}

export const LEVELS: readonly LevelInfo[] = [
  {
    id: "level1",
    number: 1,
    name: "CVC syllables",
    hint: "single-syllable and multisyllabic words with CVC syllables (magnet, fantastic, cat)",
    patterns: "CVC syllables",
  },
  {
    id: "level2",
    number: 2,
    name: "CVC with digraphs",
    hint: "CVC syllables with digraphs (ch, sh, th, wh, ph)",
    patterns: "CVC with digraphs (ch, sh, th, wh, ph)",
  },
  {
    id: "level3",
    number: 3,
    name: "With suffixes",
    hint: "levels 1 and 2 with suffixes (-s, -es, ed)",
    patterns: "With suffixes (-s, -es, ed)",
  },
  {
    id: "level4",
    number: 4,
    name: "Consonant clusters",
    hint: "CVC syllables with consonant clusters (bl, st, gr, ing)",
    patterns: "Consonant clusters (bl, st, gr, ing)",
  },
  {
    id: "level5",
    number: 5,
    name: "Open syllables",
    hint: "syllables ending in a long vowel (go, me, robot, music)",
    patterns: "Open syllables (long vowel)",
  },
  {
    id: "level6",
    number: 6,
    name: "Silent 'e' (VCE) syllables",
    hint: "vowel-consonant-silent e (make, these, bike, home, cube)",
    patterns: "Silent e (VCE)",
  },
  {
    id: "level7",
    number: 7,
    name: "R-controlled vowels",
    hint: "(ar, er, ir, or, ur)",
    patterns: "R-controlled vowels (ar, er, ir, or, ur)",
  },
  {
    id: "level8",
    number: 8,
    name: "Vowel teams",
    hint: "(ea, ai, oa, etc.)",
    patterns: "Vowel teams (ea, ai, oa)",
  },
];

export function levelInfo(id: ReadingLevel): LevelInfo {
  return LEVELS[READING_LEVELS.indexOf(id)]!;
}
