/**
 * Aligns a spelling with a pronunciation using only the level table's correspondences, or, when
 * the dictionary has no pronunciation, with the table's sounds guessed from spelling alone.
 * It lists every complete alignment; syllables.ts then judges each one's syllable structure.
 */
import { BY_FIRST_LETTER, vcePattern, type Correspondence, type UnitKind } from "./correspondences";
import { patternLevel, type PatternId } from "./patterns";
import { isVowelPhone, syllableCount, toIpa, type Phone } from "./phonemes";
import type { Level } from "./types";

/** A grapheme in an alignment, with the sounds it spells and the pattern it uses. */
export interface Unit {
  readonly graph: string;
  readonly phones: readonly Phone[];
  /** "vce" marks a long vowel letter whose syllable ends in consonant + silent e. */
  readonly kind: UnitKind | "vce";
  readonly level: Level;
  readonly id: PatternId;
  readonly pattern: string;
}

export type AlignTarget =
  | { readonly mode: "sound"; readonly phones: readonly Phone[] }
  | { readonly mode: "spelling" };

/** Enough for any real word; it only stops pathological spelling-mode inputs from exploding. */
const MAX_ALIGNMENTS = 400;

export function alignments(letters: string, target: AlignTarget): Unit[][] {
  const out: Unit[][] = [];
  const units: Unit[] = [];
  const phones = target.mode === "sound" ? target.phones : [];
  const polysyllabic = target.mode === "sound" && syllableCount(phones) >= 2;

  const walk = (i: number, j: number): void => {
    if (out.length >= MAX_ALIGNMENTS) return;
    if (i === letters.length) {
      if (target.mode === "spelling" || j === phones.length) out.push(units.slice());
      return;
    }
    const tried = new Set<string>();
    for (const c of BY_FIRST_LETTER.get(letters[i] ?? "") ?? []) {
      if (!letters.startsWith(c.graph, i)) continue;
      const end = i + c.graph.length;
      if (!allowedHere(c, letters, end, units, polysyllabic, target.mode)) continue;
      if (c.sharedR && !sharedRHere(letters, end, units, target.mode === "sound" ? phones[j] : undefined, target.mode)) continue;
      let matched: Phone[] | null;
      if (target.mode === "sound") {
        matched = matchPhones(c.phones, phones, j);
      } else {
        // From spelling alone only the role matters, so one reading per role is enough.
        const key = `${c.graph}:${c.kind}`;
        if (tried.has(key)) continue;
        tried.add(key);
        matched = c.phones.filter((p) => p !== "").map((p) => ({ base: p.replace(/\d$/, ""), stress: null }));
      }
      if (matched === null) continue;
      const restore = c.kind === "silent-e" ? makeVce(units) : null;
      units.push({ graph: c.graph, phones: matched, kind: c.kind, level: c.level, id: c.id, pattern: c.pattern });
      walk(end, j + matched.length);
      units.pop();
      if (restore) units[units.length - 2] = restore;
    }
  };
  walk(0, 0);
  return out;
}

function allowedHere(
  c: Correspondence,
  letters: string,
  end: number,
  units: readonly Unit[],
  polysyllabic: boolean,
  mode: "sound" | "spelling",
): boolean {
  if (c.reduced && !polysyllabic) return false;
  if (c.kind === "final-y") {
    if (end !== letters.length) return false;
    // From spelling, y is a final /i/ only after another vowel ("happy"), else /aɪ/ ("my").
    if (mode === "spelling" && !units.some(isNucleus)) return false;
  }
  if (c.kind === "silent-e" && !vceContext(units)) return false;
  if (mode === "spelling") {
    const next = letters[end] ?? "";
    // Without a pronunciation, c and g before e, i, y are taken as soft (beyond the table);
    // a doubled gg stays hard (foggy), a doubled cc says /ks/ (accept), also beyond.
    if ((c.graph === "c" || c.graph === "g" || c.graph === "cc") && /[eiy]/.test(next)) return false;
    // A word-final y after another vowel is /i/ (froggy), not /aɪ/.
    if (c.graph === "y" && c.kind === "long" && end === letters.length && units.some(isNucleus)) return false;
    // A word-final e is never its own syllable after another vowel ("have" is not "hav-e").
    if (c.graph === "e" && c.kind !== "silent-e" && end === letters.length && units.some(isNucleus)) return false;
  }
  return true;
}

/**
 * The second r of rr is silent only right after an r-controlled vowel spelled with the first r
 * (ar er ir ur or) and before another vowel: "hurry" is hur-ry (HH ER1 IY0), "starry" star-ry.
 * A final rr (purr) and a short vowel before rr (carry, mirror) stay outside the table.
 */
function sharedRHere(letters: string, end: number, units: readonly Unit[], next: Phone | undefined, mode: "sound" | "spelling"): boolean {
  const prev = units.at(-1);
  if (prev?.kind !== "r-controlled" || !prev.graph.endsWith("r")) return false;
  return mode === "sound" ? next !== undefined && isVowelPhone(next.base) : /[aeiouy]/.test(letters[end] ?? "");
}

export function isNucleus(u: Unit): boolean {
  return u.kind !== "consonant" && u.kind !== "silent-e";
}

/** Silent e is allowed after a long single vowel letter and one consonant grapheme (VCE). */
function vceContext(units: readonly Unit[]): boolean {
  const consonant = units.at(-1);
  const vowel = units.at(-2);
  return (
    consonant !== undefined &&
    vowel !== undefined &&
    consonant.kind === "consonant" &&
    consonant.level <= 2 &&
    !/^(.)\1$/.test(consonant.graph) &&
    consonant.graph !== "x" &&
    consonant.graph !== "ck" &&
    vowel.kind === "long" &&
    /^[aeiou]$/.test(vowel.graph)
  );
}

/** Turns the vowel before the consonant into its VCE reading; returns the unit to restore. */
function makeVce(units: Unit[]): Unit | null {
  const index = units.length - 2;
  const vowel = units[index];
  if (!vowel) return null;
  const id = `vce-${vowel.graph}`;
  units[index] = { ...vowel, kind: "vce", level: patternLevel(id), id, pattern: vcePattern(vowel.graph, toIpa(vowel.phones)) };
  return vowel;
}

function matchPhones(spec: readonly string[], phones: readonly Phone[], from: number): Phone[] | null {
  if (spec.length === 1 && spec[0] === "") return [];
  const matched: Phone[] = [];
  for (let k = 0; k < spec.length; k++) {
    const want = spec[k] ?? "";
    const have = phones[from + k];
    if (!have) return null;
    const digit = want.at(-1);
    if (digit !== undefined && /\d/.test(digit)) {
      if (have.base !== want.slice(0, -1) || have.stress !== Number(digit)) return null;
    } else if (have.base !== want) {
      return null;
    }
    matched.push(have);
  }
  return matched;
}
