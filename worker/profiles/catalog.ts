/**
 * What a teacher chooses a reader from (GET /api/patterns, GET /api/sequences): the engine's
 * patterns and sequences as plain data. Both are fixed per deploy, so they are built once an isolate.
 */
import type { PatternInfo, SequenceInfo } from "../../schema/reader";
import { EMPTY, levelOfSet, PATTERNS, SEQUENCES, setOf, type Sequence } from "../phonics";

let patterns: PatternInfo[] | undefined;
let sequences: SequenceInfo[] | undefined;

export function patternInfos(): PatternInfo[] {
  patterns ??= PATTERNS.map(({ id, name, examples, level }) => ({ id, name, examples: [...examples], level }));
  return patterns;
}

export function sequenceInfos(): SequenceInfo[] {
  sequences ??= SEQUENCES.map(sequenceInfo);
  return sequences;
}

/** Each step's level is the highest of our levels among the patterns taught up to it (1 before any). */
function sequenceInfo(sequence: Sequence): SequenceInfo {
  let taught = EMPTY;
  const steps = sequence.steps.map((s, i) => {
    taught |= setOf(s.adds);
    return { step: i + 1, name: s.name, adds: [...s.adds], heartWords: [...s.heartWords], level: levelOfSet(taught) };
  });
  return { id: sequence.id, name: sequence.name, source: sequence.source, steps };
}
