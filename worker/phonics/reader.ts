/**
 * The reader a passage is judged for: the patterns taught by a sequence's step, with the
 * teacher's patterns switched on or off and words already taught. Our level N is the reader at
 * step N of "spark" with no changes.
 */
import { DEFAULT_SEQUENCE, type ReaderInfo } from "../../schema/reader";
import { Refused } from "../domain-errors";
import { levelName } from "./level-names";
import { normalizeWord } from "./normalize";
import { EMPTY, isSubset, levelOfSet, setOf, type PatternSet } from "./pattern-set";
import { isPatternId } from "./patterns";
import { sequenceById, type Sequence } from "./sequences";
import type { Level } from "./types";

export interface Reader {
  readonly sequence: Sequence;
  /** 1-based. */
  readonly step: number;
  readonly taught: PatternSet;
  /** What the reader knew one step earlier (same changes): words that need more are target words. */
  readonly before: PatternSet;
  /** What the reader knows at each step up to this one (same changes), for the step breakdown. */
  readonly stepSets: readonly PatternSet[];
  readonly heartWords: ReadonlySet<string>;
  readonly allowedWords: ReadonlySet<string>;
  readonly add: readonly string[];
  readonly remove: readonly string[];
  /** Our level for this reader: the step itself in "spark", else the lowest level that allows every taught pattern. */
  readonly level: Level;
  /** How the summary names the reader: "Level 3 (With suffixes)". */
  readonly label: string;
}

export interface ReaderChoice {
  readonly sequence: string;
  readonly step: number;
  readonly add?: readonly string[] | undefined;
  readonly remove?: readonly string[] | undefined;
  readonly allowedWords?: readonly string[] | undefined;
}

const cache = new Map<string, Reader>();

/** The reader for a choice; Refused (a 400) when the sequence, step or a pattern id is unknown. */
export function readerFor(choice: ReaderChoice): Reader {
  const key = JSON.stringify([choice.sequence, choice.step, choice.add ?? [], choice.remove ?? [], choice.allowedWords ?? []]);
  const hit = cache.get(key);
  if (hit) return hit;
  const reader = buildReader(choice);
  if (cache.size > 500) cache.clear();
  cache.set(key, reader);
  return reader;
}

/** Our level N, as every caller that knows only a level asks for it. */
export function levelReader(level: Level): Reader {
  return readerFor({ sequence: DEFAULT_SEQUENCE, step: level });
}

function buildReader(choice: ReaderChoice): Reader {
  const sequence = sequenceById(choice.sequence);
  if (!sequence) throw new Refused(`Unknown sequence "${choice.sequence}"`);
  const { step } = choice;
  if (!Number.isInteger(step) || step < 1 || step > sequence.steps.length) {
    throw new Refused(`Step must be a whole number from 1 to ${sequence.steps.length} in ${sequence.name}`);
  }
  const add = [...new Set(choice.add ?? [])];
  const remove = [...new Set(choice.remove ?? [])];
  for (const id of [...add, ...remove]) if (!isPatternId(id)) throw new Refused(`Unknown pattern "${id}"`);
  const upTo = (n: number): PatternSet => (setOf(sequence.steps.slice(0, n).flatMap((s) => s.adds)) | setOf(add)) & ~setOf(remove);
  const taught = upTo(step);
  const heartWords = new Set(sequence.steps.slice(0, step).flatMap((s) => s.heartWords));
  const allowedWords = new Set((choice.allowedWords ?? []).flatMap((w) => normalizeWord(w) ?? []));
  const spark = sequence.id === DEFAULT_SEQUENCE;
  const level = spark ? (step as Level) : levelOfSet(taught);
  const stepName = sequence.steps[step - 1]?.name ?? "";
  return {
    sequence,
    step,
    taught,
    before: step === 1 ? EMPTY : upTo(step - 1),
    stepSets: sequence.steps.slice(0, step).map((_, i) => upTo(i + 1)),
    heartWords,
    allowedWords,
    add,
    remove,
    level,
    label: spark ? `Level ${level} (${levelName(level)})` : `${sequence.name}, ${stepName}`,
  };
}

export function readerInfo(r: Reader): ReaderInfo {
  return {
    sequence: r.sequence.id,
    sequenceName: r.sequence.name,
    step: r.step,
    stepName: r.sequence.steps[r.step - 1]?.name ?? "",
    add: [...r.add],
    remove: [...r.remove],
    allowedWords: [...r.allowedWords],
  };
}

/** Is some way of spelling the word (one of its pattern sets) taught to the reader? */
export function spelledFor(options: readonly PatternSet[], taught: PatternSet): boolean {
  return options.some((o) => isSubset(o, taught));
}
