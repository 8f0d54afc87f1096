import { z } from "zod";
import { READING_LEVELS } from "./levels";
import { readerFields, type ReaderInfo, type SequenceBreakdown } from "./reader";
import { ANALYZE_TEXT_MAX, CONTEXT_MAX, PASSAGE_MESSAGES, TERM_MAX, TERMS_MAX, TOPIC_MAX } from "./passage-limits";
import { TEXT_STRUCTURES, type TextStructure } from "./topics";

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
  /** Optional: the text structure wanted (absent: any). */
  textStructure: z.enum(TEXT_STRUCTURES, { error: PASSAGE_MESSAGES.structureInvalid }).optional(),
  /** Optional: the built-in article to write again (the level buttons ask for the same article). */
  articleId: z
    .string({ error: PASSAGE_MESSAGES.articleInvalid })
    .regex(/^[a-z0-9-]{1,80}$/, PASSAGE_MESSAGES.articleInvalid)
    .optional(),
  ...readerFields,
});

/** The teachers' checker: any passage, judged at a level. */
export const analyzeRequestSchema = z.strictObject({
  readingLevel,
  text: z
    .string({ error: PASSAGE_MESSAGES.textRequired })
    .trim()
    .min(1, PASSAGE_MESSAGES.textRequired)
    .max(ANALYZE_TEXT_MAX, PASSAGE_MESSAGES.textMax),
  /** Words the teacher pre-teaches (bold terms), at most 8. */
  terms: z
    .array(z.string({ error: PASSAGE_MESSAGES.termInvalid }).trim().min(1, PASSAGE_MESSAGES.termInvalid).max(TERM_MAX, PASSAGE_MESSAGES.termInvalid), {
      error: PASSAGE_MESSAGES.termsInvalid,
    })
    .max(TERMS_MAX, PASSAGE_MESSAGES.termsMax)
    .optional()
    .default([]),
  ...readerFields,
});

export type ReadingRequest = z.input<typeof readingRequestSchema>;

export type LevelKey = `level_${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;

/** SPEC.md's word breakdown: the passage's decodable words by our level. */
export type PhonicsCompliance = Record<LevelKey, string[]>;

/** SPEC.md §3 structuredData; every field is computed by the phonics engine. */
export interface StructuredData {
  level: number;
  topic: string;
  title: string;
  content: string;
  high_level_terms_bolded: string[];
  phonics_compliance: PhonicsCompliance;
  /** Beside SPEC.md's breakdown: the words by the step of the reader's sequence that makes them decodable. */
  sequence_breakdown?: SequenceBreakdown;
  compliance_percentage?: number;
  compliance_summary: string;
  /** The text structure the passage is written in. */
  text_structure?: TextStructure;
  /** Comprehension questions with answers (3-5 for a built-in article). */
  questions?: ComprehensionQuestion[];
}

export type QuestionKind = "main idea" | "detail" | "vocabulary" | "structure";

export interface ComprehensionQuestion {
  kind: QuestionKind;
  question: string;
  answer: string;
}

/** Which article wrote the passage, and what else its topic offers. */
export interface ArticleRef {
  /** The built-in article's id (absent for an AI-written passage). */
  id?: string;
  topicId?: string;
  /** The topic as the library names it ("The Water Cycle"). */
  topicName: string;
  structure: TextStructure;
  /** Every structure the topic can be written in (the offer buttons). */
  structures: TextStructure[];
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
  /** Words of the same meaning the reader can decode (the text checker's swaps). */
  suggestions?: string[];
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
  article?: ArticleRef;
  /** Who the passage was written and judged for. */
  reader?: ReaderInfo;
  /** Plain sentences for the teacher: a broader topic served, a wish the writer could not honour. */
  notes?: string[];
}

/** 422 for a topic the built-in writer has no article on: up to three related topics to offer. */
export interface UnknownTopicError {
  message: string;
  suggestions: string[];
}
