import { z } from "zod";

/**
 * The reader a passage is written for: a scope & sequence, the step the class has reached, and the
 * teacher's changes on top of it (patterns switched on or off, words already taught). Our eight
 * levels are the sequence "spark"; its step N is level N.
 */

/** One pattern of the engine (GET /api/patterns). */
export interface PatternInfo {
  id: string;
  name: string;
  examples: string[];
  /** The pattern's place in our eight levels. */
  level: number;
}

/** One step of a sequence: a lesson or range of lessons, what it adds. */
export interface StepInfo {
  step: number;
  /** As teachers know it: "Lessons 42-53: digraphs, FLSZ, -ck, -ng, -nk". */
  name: string;
  /** Pattern ids the step teaches. */
  adds: string[];
  /** Heart words the step introduces. */
  heartWords: string[];
  /** The lowest of our levels that allows every pattern taught so far (the breakdown's level). */
  level: number;
}

/** GET /api/sequences */
export interface SequenceInfo {
  id: string;
  name: string;
  /** Where its order comes from (a published scope & sequence), in one line. */
  source: string;
  steps: StepInfo[];
}

export const DEFAULT_SEQUENCE = "spark";
export const ALLOWED_WORDS_MAX = 200;
export const PATTERN_CHANGES_MAX = 70;

export const READER_MESSAGES = {
  sequenceInvalid: "Sequence must be one of the listed sequences",
  stepInvalid: "Step must be a whole number from the chosen sequence",
  patternsInvalid: "Patterns must be a list of pattern ids",
  patternsMax: `At most ${PATTERN_CHANGES_MAX} pattern changes`,
  wordsInvalid: "Allowed words must be a list of single words",
  wordsMax: `At most ${ALLOWED_WORDS_MAX} allowed words`,
  stepWithoutSequence: "Step needs a sequence",
} as const;

const sequenceId = z.string({ error: READER_MESSAGES.sequenceInvalid }).regex(/^[a-z0-9-]{1,40}$/, READER_MESSAGES.sequenceInvalid);
const step = z.number({ error: READER_MESSAGES.stepInvalid }).int(READER_MESSAGES.stepInvalid).min(1, READER_MESSAGES.stepInvalid).max(500, READER_MESSAGES.stepInvalid);
const patternIds = z
  .array(z.string({ error: READER_MESSAGES.patternsInvalid }).regex(/^[a-z0-9-]{1,40}$/, READER_MESSAGES.patternsInvalid), {
    error: READER_MESSAGES.patternsInvalid,
  })
  .max(PATTERN_CHANGES_MAX, READER_MESSAGES.patternsMax);
const allowedWords = z
  .array(
    z
      .string({ error: READER_MESSAGES.wordsInvalid })
      .trim()
      .regex(/^[\p{L}][\p{L}'’-]{0,39}$/u, READER_MESSAGES.wordsInvalid),
    { error: READER_MESSAGES.wordsInvalid },
  )
  .max(ALLOWED_WORDS_MAX, READER_MESSAGES.wordsMax);

/** A teacher's saved reader (GET/PUT /api/profile). */
export const profileSchema = z.strictObject({
  sequence: sequenceId,
  step,
  add: patternIds.default([]),
  remove: patternIds.default([]),
  allowedWords: allowedWords.default([]),
});

export type Profile = z.output<typeof profileSchema>;

/**
 * The reader fields POST /api/gpt and POST /api/analyze accept besides readingLevel. Absent
 * sequence: our levels at readingLevel. Absent add/remove/allowedWords: the saved profile's.
 */
export const readerFields = {
  sequence: sequenceId.optional(),
  step: step.optional(),
  add: patternIds.optional(),
  remove: patternIds.optional(),
  allowedWords: allowedWords.optional(),
};

export type ReaderRequest = {
  sequence?: string | undefined;
  step?: number | undefined;
  add?: string[] | undefined;
  remove?: string[] | undefined;
  allowedWords?: string[] | undefined;
};

/** Who the passage was judged for, as the answer reports it. */
export interface ReaderInfo {
  sequence: string;
  sequenceName: string;
  step: number;
  stepName: string;
  add: string[];
  remove: string[];
  allowedWords: string[];
}

/** Beside SPEC.md's level_1..level_8: the passage's words by the step of the reader's sequence that makes them decodable. */
export interface SequenceBreakdown {
  sequence: string;
  steps: { step: number; name: string; words: string[] }[];
}
