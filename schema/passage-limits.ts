// Limits and messages of the generator's inputs. Kept apart from the zod schemas so the SPA's first
// page load can use them without loading zod.
export const TOPIC_MAX = 100;
export const CONTEXT_MAX = 1000;
export const ANALYZE_TEXT_MAX = 12_000;
/** Pre-taught terms a teacher may mark in the checker (PHONICS.md: at most 8 terms). */
export const TERMS_MAX = 8;
export const TERM_MAX = 40;

export const PASSAGE_MESSAGES = {
  levelRequired: "Reading level is required",
  topicRequired: "Topic is required",
  topicMax: `Topic must be at most ${TOPIC_MAX} characters`,
  contextMax: `Additional context must be at most ${CONTEXT_MAX} characters`,
  contextType: "Additional context must be text",
  textRequired: "Text is required",
  textMax: `Text must be at most ${ANALYZE_TEXT_MAX} characters`,
  structureInvalid: "Text structure must be description, sequence, compare-contrast, cause-effect or problem-solution",
  articleInvalid: "Article id is not valid",
  termsInvalid: "Terms must be a list of words",
  termInvalid: `Each term must be 1-${TERM_MAX} characters`,
  termsMax: `At most ${TERMS_MAX} pre-taught terms`,
} as const;
