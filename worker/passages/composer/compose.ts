import { MAX_TERMS, MAX_TERM_SHARE } from "../../phonics/analyze-passage";
import type { TopicContent } from "../library/types";
import { seededRandom } from "./random";
import { WORD_RANGES, type Wishes } from "./wishes";

/** What the phonics engine says about one sentence at the requested level. */
export interface SentenceFacts {
  /** Every word is decodable at the level, a heart word allowed there, or one of the topic's terms. */
  decodable: boolean;
  words: number;
  /** Tokens whose level is exactly the requested one (the pattern being practised). */
  targets: number;
  /** Tokens that are topic terms above the level (they will be bolded). */
  termTokens: number;
  /** Those terms, lower case. */
  terms: string[];
}

export type JudgeSentence = (text: string) => SentenceFacts;

export interface Composition {
  title: string;
  /** Paragraphs separated by blank lines; high-level terms marked **like this**. */
  content: string;
  terms: string[];
  plan: { seed: number; picked: { section: string; sentence: number }[]; words: number; targetPercent: number };
}

export const MIN_TARGET_SHARE = 0.15;
const ATTEMPTS = 12;

interface Candidate {
  section: number;
  index: number;
  text: string;
  facts: SentenceFacts;
}

interface Draft {
  picked: Candidate[];
  words: number;
  targets: number;
  termTokens: number;
  terms: Set<string>;
}

function measure(picked: Candidate[]): Draft {
  const terms = new Set<string>();
  let words = 0;
  let targets = 0;
  let termTokens = 0;
  for (const c of picked) {
    words += c.facts.words;
    targets += c.facts.targets;
    termTokens += c.facts.termTokens;
    c.facts.terms.forEach((t) => terms.add(t));
  }
  return { picked, words, targets, termTokens, terms };
}

/**
 * 0 when every rule holds; otherwise how far the draft is from them (smaller is better). The
 * reader's rules (target words, term limits) weigh far more than the wished length: when the
 * library cannot make a long passage at a level, a shorter good one is better than a long poor one.
 */
function shortfall(d: Draft, level: number, [min, max]: readonly [number, number]): number {
  let miss = 0;
  if (d.words < min) miss += (min - d.words) / min;
  if (d.words > max) miss += (d.words - max) / max;
  if (level > 1 && d.words > 0) miss += Math.max(0, MIN_TARGET_SHARE - d.targets / d.words) * 20;
  if (d.words > 0) miss += Math.max(0, d.termTokens / d.words - MAX_TERM_SHARE) * 20;
  if (d.terms.size > MAX_TERMS) miss += d.terms.size - MAX_TERMS;
  return miss;
}

function pickOne(pool: Candidate[], taken: Set<Candidate>, d: Draft, rand: () => number, focus?: string) {
  let best: Candidate | undefined;
  let bestScore = -Infinity;
  for (const c of pool) {
    if (taken.has(c)) continue;
    const newTerms = c.facts.terms.filter((t) => !d.terms.has(t)).length;
    if (d.terms.size + newTerms > MAX_TERMS) continue;
    const focusBonus = focus && c.text.toLowerCase().includes(focus) ? 0.5 : 0;
    const s = c.facts.targets / c.facts.words - (0.6 * c.facts.termTokens) / c.facts.words - 0.05 * newTerms + focusBonus + 0.35 * rand();
    if (s > bestScore) [best, bestScore] = [c, s];
  }
  return best;
}

function draftOnce(pools: Candidate[][], level: number, wishes: Wishes, rand: () => number, lead?: Candidate): Draft {
  const range = WORD_RANGES[wishes.length];
  const goal = range[0] + Math.floor(rand() * (range[1] - range[0]) * 0.8);
  const taken = new Set<Candidate>();
  let d = measure(lead ? [lead] : []);
  const add = (pool: Candidate[] | undefined) => {
    const c = pool && pickOne(pool, taken, d, rand, wishes.focus);
    if (!c) return false;
    taken.add(c);
    d = measure([...d.picked, c]);
    return true;
  };
  const middle = pools.slice(1, -1);
  add(pools[0]);
  add(pools.length > 1 ? pools[pools.length - 1] : undefined);
  const closingWords = d.picked.at(-1)?.facts.words ?? 0;
  // Fill the body section by section in turns, so facts keep their order and every part gets room.
  let progressed = true;
  while (d.words < goal && progressed) {
    progressed = false;
    for (const pool of middle) {
      if (d.words >= goal) break;
      if (d.words + closingWords > range[1]) break;
      progressed = add(pool) || progressed;
    }
  }
  if (level > 1) d = improveTargets(d, pools, range, level);
  return d;
}

/**
 * Moves toward the rules while that helps: swap a sentence for another of its section, add a
 * sentence to a body section, or drop a body sentence. Opening and closing keep their sentence.
 */
function improveTargets(d: Draft, pools: Candidate[][], range: readonly [number, number], level: number): Draft {
  const all = pools.flat();
  const last = pools.length - 1;
  const isBody = (c: Candidate) => c.section > 0 && c.section < last;
  for (let round = 0; round < 20 && shortfall(d, level, range) > 0; round++) {
    let best: Draft | null = null;
    const consider = (picked: Candidate[]) => {
      const trial = measure(picked);
      if (shortfall(trial, level, range) < shortfall(best ?? d, level, range)) best = trial;
    };
    for (const out of d.picked) {
      if (out.index < 0) continue; // the lead sentence stays
      if (isBody(out)) consider(d.picked.filter((c) => c !== out));
      for (const inn of all) {
        if (inn.section === out.section && !d.picked.includes(inn)) consider(d.picked.map((c) => (c === out ? inn : c)));
      }
    }
    for (const inn of all) if (isBody(inn) && !d.picked.includes(inn)) consider([...d.picked, inn]);
    if (!best) break;
    d = best;
  }
  return d;
}

/** The term limits are the reader's, not a preference: drop term-heavy body sentences until they hold. */
function enforceTermLimits(d: Draft, sections: number): Draft {
  const over = (x: Draft) => x.terms.size > MAX_TERMS || x.termTokens > MAX_TERM_SHARE * x.words;
  while (over(d)) {
    const body = d.picked.filter((c) => c.index >= 0 && c.section > 0 && c.section < sections - 1);
    const pool = body.length > 0 ? body : d.picked.filter((c) => c.index >= 0);
    const heaviest = pool.sort((a, b) => b.facts.termTokens / b.facts.words - a.facts.termTokens / a.facts.words)[0];
    if (!heaviest || heaviest.facts.termTokens === 0) break;
    d = measure(d.picked.filter((c) => c !== heaviest));
  }
  return d;
}

function boldTerms(text: string, terms: Set<string>): string {
  return text.replace(/[\p{L}']+/gu, (w) => (terms.has(w.toLowerCase()) ? `**${w}**` : w));
}

/**
 * Writes a passage on `topic` at `level` from the library's sentences: only sentences the engine
 * judged decodable, in the sections' order, with the word count the wishes ask for, at most 8
 * terms, and (above level 1) at least 15% target words when the library allows it. The pipeline
 * re-checks the result with the full passage analysis.
 */
export function compose(
  topic: TopicContent,
  level: number,
  wishes: Wishes,
  seed: number,
  judge: JudgeSentence,
  pickTitle: (titles: string[], rand: () => number) => string,
  /** A sentence that must open the passage (a greeting with the student's name). */
  leadText?: string,
): Composition {
  const rand = seededRandom(seed);
  const lead = leadText ? { section: 0, index: -1, text: leadText, facts: judge(leadText) } : undefined;
  const pools = topic.sections.map((s, section) =>
    s.sentences
      .map((text, index) => ({ section, index, text, facts: judge(text) }))
      .filter((c) => c.facts.decodable && c.facts.words > 0),
  );
  const range = WORD_RANGES[wishes.length];
  let best: Draft | null = null;
  for (let i = 0; i < ATTEMPTS; i++) {
    const d = draftOnce(pools, level, wishes, rand, lead);
    if (!best || shortfall(d, level, range) < shortfall(best, level, range)) best = d;
    if (shortfall(best, level, range) === 0 && i >= 2) break;
  }
  const draft = enforceTermLimits(best!, pools.length);
  const ordered = [...draft.picked].sort((a, b) => a.section - b.section || a.index - b.index);
  const paragraphs: string[] = [];
  for (const c of ordered) {
    const text = boldTerms(c.text, draft.terms);
    if (paragraphs.length > 0 && ordered[ordered.indexOf(c) - 1]?.section === c.section) {
      paragraphs[paragraphs.length - 1] += ` ${text}`;
    } else {
      paragraphs.push(text);
    }
  }
  return {
    title: pickTitle(topic.titles, rand),
    content: paragraphs.join("\n\n"),
    terms: [...draft.terms],
    plan: {
      seed,
      picked: ordered.filter((c) => c.index >= 0).map((c) => ({ section: topic.sections[c.section]!.name, sentence: c.index })),
      words: draft.words,
      targetPercent: draft.words ? Math.round((1000 * draft.targets) / draft.words) / 10 : 0,
    },
  };
}
