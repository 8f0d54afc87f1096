/**
 * Sets of patterns as bit sets (one bit per entry of PATTERNS), and the short text form the
 * lexicon and the article verdicts store them in: one character per pattern.
 */
import { LEVEL_NUMBERS } from "./level-names";
import { PATTERNS, patternAt, patternBit, type PatternId } from "./patterns";
import type { Level } from "./types";

export type PatternSet = bigint;

export const EMPTY: PatternSet = 0n;

// 64 characters that need no escaping in JSON or in the lexicon's text format.
const CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/";
if (PATTERNS.length > CHARS.length) throw new Error("more patterns than pattern characters");

export function setOf(ids: Iterable<PatternId>): PatternSet {
  let s = EMPTY;
  for (const id of ids) s |= 1n << BigInt(patternBit(id));
  return s;
}

export function isSubset(a: PatternSet, b: PatternSet): boolean {
  return (a & ~b) === EMPTY;
}

export function idsOf(s: PatternSet): PatternId[] {
  const out: PatternId[] = [];
  for (let i = 0; s >> BigInt(i) !== EMPTY; i++) if ((s >> BigInt(i)) & 1n) out.push(patternAt(i).id);
  return out;
}

/** UP_TO[n - 1]: every pattern of our levels 1..n. */
const UP_TO: readonly PatternSet[] = LEVEL_NUMBERS.map((n) => setOf(PATTERNS.filter((p) => p.level <= n).map((p) => p.id)));

/** The highest of our levels among the set's patterns (1 for the empty set). */
export function levelOfSet(s: PatternSet): Level {
  const at = UP_TO.findIndex((all) => isSubset(s, all));
  if (at < 0) throw new Error("a pattern set outside the catalogue");
  return (at + 1) as Level;
}

/** Drops every set that contains another: what is left are the ways to spell the word. */
export function minimalSets(sets: readonly PatternSet[]): PatternSet[] {
  const unique = [...new Set(sets)];
  return unique.filter((s) => !unique.some((o) => o !== s && isSubset(o, s)));
}

/** Every union of one set from each list (minimal ones only). */
export function combine(a: readonly PatternSet[], b: readonly PatternSet[]): PatternSet[] {
  const out: PatternSet[] = [];
  for (const x of a) for (const y of b) out.push(x | y);
  return minimalSets(out);
}

export function encodeSet(s: PatternSet): string {
  let out = "";
  for (let i = 0; s >> BigInt(i) !== EMPTY; i++) if ((s >> BigInt(i)) & 1n) out += CHARS[i];
  return out;
}

export function decodeSet(text: string): PatternSet {
  let s = EMPTY;
  for (const c of text) {
    const i = CHARS.indexOf(c);
    if (i < 0) throw new Error(`not a pattern character: ${c}`);
    s |= 1n << BigInt(i);
  }
  return s;
}

export function isPatternChar(c: string): boolean {
  return c.length === 1 && CHARS.includes(c);
}
