import { z } from "zod";
import { READING_LEVELS } from "./levels";
import { ANALYZE_TEXT_MAX, CONTEXT_MAX, PASSAGE_MESSAGES, TOPIC_MAX } from "./passage-limits";

export { ANALYZE_TEXT_MAX, CONTEXT_MAX, PASSAGE_MESSAGES, TOPIC_MAX };

const readingLevel = z.enum(READING_LEVELS, { error: PASSAGE_MESSAGES.levelRequired });

/** SPEC.md §3/§5: the generator form, posted whole. */
export const readingRequestSchema = z.strictObject({
  readingLevel,
  topic: z
    .string({ error: PASSAGE_MESSAGES.topicRequired })
    .trim()
    .min(1, PASSAGE_MESSAGES.topicRequired)
    .max(TOPIC_MAX, PASSAGE_MESSAGES.topicMax),
  additionalContext: z
    .string({ error: PASSAGE_MESSAGES.contextType })
    .trim()
    .max(CONTEXT_MAX, PASSAGE_MESSAGES.contextMax)
    .optional()
    .default(""),
});

/** The teachers' checker: any passage, judged at a level. */
export const analyzeRequestSchema = z.strictObject({
  readingLevel,
  text: z
    .string({ error: PASSAGE_MESSAGES.textRequired })
    .trim()
    .min(1, PASSAGE_MESSAGES.textRequired)
    .max(ANALYZE_TEXT_MAX, PASSAGE_MESSAGES.textMax),
});

export type ReadingRequest = z.input<typeof readingRequestSchema>;

export type LevelKey = `level_${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;

/** SPEC.md §3 structuredData; every field is computed by the phonics engine. */
export interface StructuredData {
  level: number;
  topic: string;
  title: string;
  content: string;
  high_level_terms_bolded: string[];
  phonics_compliance: Record<LevelKey, string[]>;
  compliance_percentage?: number;
  compliance_summary: string;
}

export interface WordLists {
  content: string[];
  heart: string[];
  target_single_syllable: string[];
  target_multisyllabic: string[];
}

export interface Violation {
  word: string;
  level: number | "beyond";
  reason: string;
}

/** SPEC.md §3 generation response, plus the word lists and the violations the engine found. */
export interface GenerationResponse {
  content: string;
  formattedContent?: string;
  model?: string;
  id?: string;
  rawResponse?: unknown;
  error?: string;
  structuredData?: StructuredData;
  wordLists?: WordLists;
  violations?: Violation[];
}
