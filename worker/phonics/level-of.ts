/**
 * levelOf: the level of any word as a teacher would type it, with the evidence. Dictionary words
 * take their level from the compact lexicon; words it lacks (unlisted inflections, names,
 * nonsense) go through the full analyzer. wordLevel is the fast path used for passages.
 */
import { analyzeWord } from "./analyze-word";
import { CONTRACTION_TAILS, IRREGULAR_CONTRACTIONS } from "./contractions";
import { defaultLexicon, type Lexicon } from "./lexicon";
import { normalizeWord, shapeOf, type WordShape } from "./normalize";
import { combine, EMPTY, levelOfSet, setOf, type PatternSet } from "./pattern-set";
import { levelRank, maxLevel, optionsLevel, type WordAnalysis, type WordLevel } from "./types";

const CACHE_LIMIT = 20_000;
const caches = new WeakMap<Lexicon, Map<string, WordAnalysis>>();

/** The full analysis of a word, or null when the input is not a word (numbers, symbols). */
export function levelOf(raw: string, lexicon: Lexicon = defaultLexicon()): WordAnalysis | null {
  const word = normalizeWord(raw);
  if (word === null) return null;
  let cache = caches.get(lexicon);
  if (!cache) caches.set(lexicon, (cache = new Map()));
  const hit = cache.get(word);
  if (hit) return hit;
  const result = analyzeShape(shapeOf(word), lexicon);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, result);
  return result;
}

/** Only the level: a lexicon lookup for dictionary words, the full analysis otherwise. */
export function wordLevel(raw: string, lexicon: Lexicon = defaultLexicon()): WordLevel | null {
  const word = normalizeWord(raw);
  if (word === null) return null;
  const shape = shapeOf(word);
  if (shape.kind === "plain") {
    const stored = lexicon.options(shape.word);
    if (stored) return optionsLevel(stored);
  }
  return levelOf(word, lexicon)?.level ?? null;
}

/** The word's pattern sets (WordAnalysis.options): a lexicon lookup for dictionary words, the full analysis otherwise. */
export function wordOptions(raw: string, lexicon: Lexicon = defaultLexicon()): readonly PatternSet[] | null {
  const word = normalizeWord(raw);
  if (word === null) return null;
  const shape = shapeOf(word);
  return (shape.kind === "plain" ? lexicon.options(shape.word) : undefined) ?? levelOf(word, lexicon)?.options ?? null;
}

function analyzeShape(shape: WordShape, lexicon: Lexicon): WordAnalysis {
  switch (shape.kind) {
    case "plain":
      return analyzePlain(shape.word, lexicon);
    case "hyphenated":
      return analyzeHyphenated(shape.word, shape.parts.map((p) => analyzeShape(shapeOf(p), lexicon)));
    case "contraction":
      return analyzeContraction(shape, lexicon);
  }
}

// Longer than any word a reader decodes (CMUdict's longest are under 30 letters). Alignment time
// grows with length, so a pasted run of letters must not reach it: that would let one request burn
// seconds of CPU.
export const MAX_WORD_LETTERS = 30;

function analyzePlain(word: string, lexicon: Lexicon): WordAnalysis {
  if (word.length > MAX_WORD_LETTERS) {
    return { word, level: "beyond", options: [], source: "spelling", pattern: `longer than ${MAX_WORD_LETTERS} letters`, alignment: [], syllables: 0 };
  }
  const analysis = analyzeWord(word, lexicon);
  const stored = lexicon.options(word);
  // The stored options are the build's verdict over every CMUdict pronunciation; the build checks
  // that the rebuilt explanation agrees, so this only guards against a stale lexicon.
  return stored === undefined ? analysis : { ...analysis, options: stored, level: optionsLevel(stored) };
}

/** A hyphenated word is as hard as its hardest part. */
function analyzeHyphenated(word: string, parts: readonly WordAnalysis[]): WordAnalysis {
  let hardest = parts[0];
  for (const p of parts) if (hardest === undefined || levelRank(p.level) > levelRank(hardest.level)) hardest = p;
  return {
    word,
    level: hardest?.level ?? "beyond",
    options: parts.reduce<readonly PatternSet[]>((all, p) => combine(all, p.options), [EMPTY]),
    source: parts.every((p) => p.source === "dictionary") ? "dictionary" : "spelling",
    pattern: hardest?.pattern ?? "",
    alignment: parts.flatMap((p) => p.alignment),
    syllables: parts.reduce((n, p) => n + p.syllables, 0),
    parts,
  };
}

function analyzeContraction(shape: Extract<WordShape, { kind: "contraction" }>, lexicon: Lexicon): WordAnalysis {
  const tail = CONTRACTION_TAILS[shape.tail];
  const joined = `${shape.base}${shape.tail}`;
  if (IRREGULAR_CONTRACTIONS.has(shape.word) || !tail || (shape.tail === "t" && !shape.base.endsWith("n"))) {
    const whole = analyzePlain(joined, lexicon);
    if (IRREGULAR_CONTRACTIONS.has(shape.word)) return { ...whole, word: shape.word, level: "beyond", options: [], pattern: "irregular contraction" };
    return { ...whole, word: shape.word };
  }
  // n't: "don't" = do + n't, except "can't" = can + 't, whose n belongs to the base.
  const baseWord = shape.tail === "t" && shape.word !== "can't" ? shape.base.slice(0, -1) : shape.base;
  const base = analyzePlain(baseWord, lexicon);
  const tailSet = setOf(tail.patterns);
  const level = base.level === "beyond" ? base.level : maxLevel(base.level, levelOfSet(tailSet));
  const tailSpelling = shape.tail === "t" && shape.word !== "can't" ? "n't" : `'${shape.tail}`;
  return {
    word: shape.word,
    level,
    options: combine(base.options, [tailSet]),
    source: base.source,
    pattern: level !== base.level || levelOfSet(tailSet) === level ? tail.pattern : base.pattern,
    alignment: [...base.alignment, [tailSpelling, shape.word === "can't" ? "T" : tail.phonemes]],
    syllables: base.syllables,
    parts: [base],
  };
}
