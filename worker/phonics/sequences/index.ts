/** Every sequence a teacher can choose; ours first (the default), then the published presets. */
import { SPARK } from "./spark";
import { SPIRE } from "./spire";
import type { Sequence } from "./types";
import { UFLI } from "./ufli";
import { WILSON } from "./wilson";

export type { Sequence, SequenceStep } from "./types";

export const SEQUENCES: readonly Sequence[] = [SPARK, UFLI, WILSON, SPIRE];

const BY_ID: ReadonlyMap<string, Sequence> = new Map(SEQUENCES.map((s) => [s.id, s]));

export function sequenceById(id: string): Sequence | undefined {
  return BY_ID.get(id);
}
