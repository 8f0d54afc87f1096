/**
 * A scope & sequence as data: ordered steps, each adding patterns (ids of ../patterns.ts) and
 * heart words. What a reader at step k may decode is everything steps 1..k add.
 */
import type { PatternId } from "../patterns";

export interface SequenceStep {
  /** As teachers know it: "Lessons 35-41: consonant blends". */
  readonly name: string;
  readonly adds: readonly PatternId[];
  readonly heartWords: readonly string[];
}

export interface Sequence {
  readonly id: string;
  readonly name: string;
  /** Where its order comes from, in one line (README.md cites the documents). */
  readonly source: string;
  readonly steps: readonly SequenceStep[];
}
