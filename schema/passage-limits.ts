// Limits and messages of the generator's inputs. Kept apart from the zod schemas so the SPA's first
// page load can use them without loading zod.
export const TOPIC_MAX = 100;
export const CONTEXT_MAX = 1000;
export const ANALYZE_TEXT_MAX = 12_000;

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
} as const;
