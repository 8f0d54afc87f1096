/** Every sequence a teacher can choose; ours first (the default), then the published presets. */
import { SPARK } from "./spark";
import { SPIRE } from "./spire";
import type { Sequence } from "./types";
import { UFLI } from "./ufli";
import { WILSON } from "./wilson";

export type { Sequence, SequenceStep } from "./types";

export const SEQUENCES: readonly Sequence[] = [SPARK, UFLI, WILSON, SPIRE];

const BY_ID: ReadonlyMap<string, Sequence> = new Map(SEQUENCES.map((s) => [s.id, s]));

/** Every heart word of any sequence: a word outside it is judged by its patterns alone for every reader. */
export const ALL_HEART_WORDS: ReadonlySet<string> = new Set(SEQUENCES.flatMap((s) => s.steps.flatMap((step) => step.heartWords)));

/** Heart words every sequence teaches at its first step: readable by every reader. */
export const FIRST_HEART_WORDS: ReadonlySet<string> = new Set(
  [...ALL_HEART_WORDS].filter((w) => SEQUENCES.every((s) => s.steps[0]?.heartWords.includes(w))),
);

export function sequenceById(id: string): Sequence | undefined {
  return BY_ID.get(id);
}
