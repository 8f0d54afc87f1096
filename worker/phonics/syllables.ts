/**
 * Judges the syllable structure of an alignment (PHONICS.md rule 3): a short vowel needs a
 * closed syllable, a long single vowel an open one (or VCE), consonants that share a syllable
 * must be a listed cluster (level 4). Consonants between two vowels are split so the word gets
 * its lowest level; a short vowel keeps at least the next consonant (fan-tas-tic, lem-on).
 */
import type { Unit } from "./align";
import { isNucleus } from "./align";
import { canEndSyllable, canStartSyllable, FINAL_CLUSTER_PATTERN, FINAL_CLUSTERS, INITIAL_CLUSTERS } from "./clusters";
import { combine, EMPTY, minimalSets, setOf, type PatternSet } from "./pattern-set";
import { patternLevel, type PatternId } from "./patterns";
import { toIpa } from "./phonemes";
import type { Level } from "./types";

export interface Feature {
  readonly level: Level;
  readonly pattern: string;
  /** When levels tie, a vowel names the word best, then a cluster, then a consonant. */
  readonly rank: number;
}

/**
 * `options`: the pattern sets of every way the syllables may divide (the level and pattern are
 * those of the lowest-level division; a reader may know the patterns of another).
 */
export type Structure =
  | { readonly ok: true; readonly level: Level; readonly pattern: string; readonly syllables: number; readonly options: PatternSet[] }
  | { readonly ok: false; readonly reason: string };

type Part = { ok: true; level: number; feature?: Feature; options: PatternSet[] } | { ok: false; reason: string };

const NO_PATTERN: Part = { ok: true, level: 0, options: [EMPTY] };

function clusterPart(key: string, id: PatternId): Part {
  const level = patternLevel(id);
  return { ok: true, level, feature: { level, pattern: `consonant cluster ${key}`, rank: 1 }, options: [setOf([id])] };
}

export function judgeStructure(units: readonly Unit[], fromSpelling: boolean): Structure {
  const nuclei: Unit[] = [];
  const runs: Unit[][] = [[]];
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (!u) continue;
    if (isNucleus(u)) {
      nuclei.push(u);
      runs.push([]);
      if (u.kind === "vce") {
        // The VCE consonant closes its own syllable; the silent e ends it.
        const consonant = units[i + 1];
        if (consonant?.graph === "r" || consonant?.graph === "rr") {
          return { ok: false, reason: `r followed by a silent e (${u.graph}re)` };
        }
        i += 2;
      }
    } else if (u.kind === "consonant") {
      runs[runs.length - 1]?.push(u);
    } else {
      return { ok: false, reason: "silent e without a long vowel before it" };
    }
  }
  if (nuclei.length === 0) return { ok: false, reason: "no vowel sound" };

  const features: Feature[] = [];
  for (const u of units) {
    if (u.kind === "silent-e") continue;
    features.push({ level: u.level, pattern: u.pattern, rank: isNucleus(u) ? 2 : 0 });
  }
  let options = [setOf(units.filter((u) => u.kind !== "silent-e").map((u) => u.id))];

  const parts: Part[] = [onset(runs[0] ?? [])];
  for (let k = 1; k < nuclei.length; k++) {
    const prev = nuclei[k - 1];
    const run = runs[k] ?? [];
    if (!prev) continue;
    if (run.length === 0 && fromSpelling && prev.kind !== "vce") {
      parts.push({ ok: false, reason: "two vowels side by side" });
      continue;
    }
    parts.push(bestSplit(prev, run));
  }
  const last = nuclei[nuclei.length - 1];
  if (last) parts.push(coda(last, runs[nuclei.length] ?? []));

  for (const part of parts) {
    if (!part.ok) return part;
    if (part.feature) features.push(part.feature);
    options = combine(options, part.options);
  }
  const top = pickPattern(features);
  return { ok: true, level: top.level, pattern: top.pattern, syllables: nuclei.length, options };
}

function pickPattern(features: readonly Feature[]): Feature {
  let best: Feature | null = null;
  for (const f of features) {
    if (best === null || f.level > best.level || (f.level === best.level && f.rank > best.rank)) best = f;
  }
  return best ?? { level: 1, pattern: "short vowel", rank: 2 };
}

/** Splits the consonants between two vowels into a coda and the next onset, cheapest first. */
function bestSplit(prev: Unit, run: readonly Unit[]): Part {
  let best: Part | null = null;
  let firstFailure: Part | null = null;
  const options: PatternSet[] = [];
  // A short vowel takes the next consonant first (fan-tas-tic); other vowels leave as many
  // consonants as possible to the next syllable (ro-bot, se-cret).
  const order = prev.kind === "short" ? [...range(1, run.length), 0] : range(0, run.length);
  for (const s of order) {
    const c = coda(prev, run.slice(0, s));
    const o = onset(run.slice(s));
    if (!c.ok || !o.ok) {
      firstFailure ??= !c.ok ? c : o;
      continue;
    }
    options.push(...combine(c.options, o.options));
    const level = Math.max(c.level, o.level);
    if (best === null || (best.ok && level < best.level)) {
      best = { ok: true, level, options: [], ...(c.level >= o.level ? pick(c) : pick(o)) };
    }
  }
  if (best?.ok) return { ...best, options: minimalSets(options) };
  return best ?? firstFailure ?? { ok: false, reason: "no syllable division" };
}

function pick(part: Part): { feature?: Feature } {
  return part.ok && part.feature ? { feature: part.feature } : {};
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

function onset(run: readonly Unit[]): Part {
  if (run.length === 0) return NO_PATTERN;
  const [first] = run;
  if (run.length === 1 && first) {
    return canStartSyllable(first.graph) ? NO_PATTERN : { ok: false, reason: `${first.graph} cannot start a syllable` };
  }
  const key = run.map((u) => u.graph).join("");
  const id = INITIAL_CLUSTERS.get(key);
  if (id) return clusterPart(key, id);
  return { ok: false, reason: `consonants ${key} together (not a level 4 cluster)` };
}

function coda(nucleus: Unit, run: readonly Unit[]): Part {
  const [first] = run;
  switch (nucleus.kind) {
    case "vce":
      if (run.length > 0) return { ok: false, reason: `consonants after silent e (${nucleus.graph}_e)` };
      break;
    case "long":
    case "final-y":
      if (first) return { ok: false, reason: `long ${nucleus.graph} in a closed syllable` };
      break;
    case "short":
      // w, y, h never close a syllable, so a short vowel before one is left open (a-way).
      // An unstressed (reduced) vowel counts as short (rule 3), so it too needs a closed syllable:
      // the final a of "magma", "sofa" and the a of "a-way" are beyond the table.
      if (!first || !canEndSyllable(first.graph)) {
        const reduced = nucleus.phones[0]?.stress === 0;
        const name = reduced ? `unstressed ${nucleus.graph} /${toIpa(nucleus.phones)}/` : `short ${nucleus.graph}`;
        return { ok: false, reason: `${name} in an open syllable` };
      }
      break;
    default:
      break;
  }
  // A vowel and r in one syllable is the r-controlled pattern; only ar er ir ur or are in the
  // table, so "carry", "very", "bear", "our" (vowel + r with another sound) are beyond.
  if ((first?.graph === "r" || first?.graph === "rr") && nucleus.kind !== "r-controlled") {
    return { ok: false, reason: `${nucleus.graph}r with the sound /${toIpa(nucleus.phones)}r/ is not in the table` };
  }
  if (!first) return NO_PATTERN;
  if (run.length === 1) {
    return canEndSyllable(first.graph) ? NO_PATTERN : { ok: false, reason: `${first.graph} cannot end a syllable` };
  }
  const key = run.map((u) => u.graph).join("");
  if (FINAL_CLUSTERS.has(key)) return clusterPart(key, FINAL_CLUSTER_PATTERN);
  return { ok: false, reason: `consonants ${key} together (not a level 4 cluster)` };
}
