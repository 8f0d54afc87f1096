/**
 * The full analyzer for one plain word (letters only): inflections first (rule 4), else the
 * lowest level over the dictionary's pronunciations (rules 1-3), else spelling alone.
 * It takes the dictionary as an argument: the build script passes CMUdict, the Worker passes
 * the compact lexicon, and both get the same answers (build-lexicon.ts checks that).
 */
import { decompose, guessedSuffixSound, inflectedLevel, keepsDouble, suffixPatterns, suffixPhones, type Decomposition } from "./inflections";
import { combine as combineSets, minimalSets } from "./pattern-set";
import { formatPronunciation, parsePronunciation, syllableCount, type Phone } from "./phonemes";
import { judgeReading, type Reading } from "./reading";
import { levelRank, type GraphemePhonemes, type WordAnalysis } from "./types";

export interface PronouncingDictionary {
  /** The word's pronunciations (ARPABET with stress digits), or undefined when none is kept. */
  pronunciations(word: string): readonly string[] | undefined;
  /**
   * Whether the dictionary knows the word even without a kept pronunciation (the compact
   * lexicon drops pronunciations that spelling rebuilds); absent means "has a pronunciation".
   */
  has?(word: string): boolean;
}

export function analyzeWord(word: string, dict: PronouncingDictionary): WordAnalysis {
  const readings = usableReadings(dict.pronunciations(word));
  if (readings) return inflectedByDictionary(word, readings, dict) ?? lowestReading(word, readings);
  const source = dict.has?.(word) ? "dictionary" : "spelling";
  return inflectedBySpelling(word, dict, source) ?? fromReading(word, judgeReading(word, null), source);
}

/**
 * PHONICS.md rule 3: one-syllable words are judged by their stressed pronunciation only, so
 * the reduced "w AH0 z" of "was" does not make it regular.
 */
export function usableReadings(prons: readonly string[] | undefined): Phone[][] | null {
  if (!prons || prons.length === 0) return null;
  const all = prons.map(parsePronunciation);
  const stressed = all.filter((p) => syllableCount(p) !== 1 || p.some((ph) => ph.stress === 1 || ph.stress === 2));
  return stressed.length > 0 ? stressed : all;
}

function lowestReading(word: string, readings: readonly Phone[][]): WordAnalysis {
  let best: WordAnalysis | null = null;
  const options = [];
  for (const phones of readings) {
    const result = fromReading(word, judgeReading(word, phones), "dictionary", phones);
    options.push(...result.options);
    if (best === null || levelRank(result.level) < levelRank(best.level)) best = result;
  }
  // usableReadings never returns an empty list
  return { ...(best as WordAnalysis), options: minimalSets(options) };
}

function fromReading(word: string, r: Reading, source: WordAnalysis["source"], phones?: readonly Phone[]): WordAnalysis {
  return {
    word,
    level: r.level,
    options: r.options,
    source,
    pattern: r.pattern,
    alignment: r.alignment,
    syllables: r.syllables,
    ...(phones ? { pronunciation: formatPronunciation(phones) } : {}),
  };
}

/**
 * An inflected form whose base is in the dictionary and sounds like base + suffix. The sounds
 * only decide THAT the word is an inflection ("yes" is not ye + s). Its level then comes from
 * the base as a word (rule 4: "analyse the base", whose level is the lowest over ALL its
 * pronunciations, rule 2), itself an inflection when it is one ("savings" = saving + s, and
 * saving = save + ing). So an inflection is never easier or harder than its base except by its
 * suffix: "erodes" has the level of erode even though CMUdict lists erode's /ˈiroʊd/ only for
 * the base, and "living" that of live (6, through /laɪv/, as "lived" and "lives" are).
 */
function inflectedByDictionary(word: string, readings: readonly Phone[][], dict: PronouncingDictionary): WordAnalysis | null {
  const best = new Preferred();
  for (const d of decompositions(word, dict)) {
    const baseReadings = usableReadings(dict.pronunciations(d.base));
    if (!baseReadings) continue;
    const match = suffixMatch(readings, baseReadings, d.suffix);
    if (!match) continue;
    const base = analyzeWord(d.base, dict);
    best.offer(combine(word, d, base, match.suffix.map((p) => p.base).join(" "), match.phones), stacked(base) ? 1 : 0);
  }
  return best.value;
}

/** The first reading of the word that is a reading of the base plus the suffix's sound. */
function suffixMatch(
  readings: readonly Phone[][],
  baseReadings: readonly Phone[][],
  suffix: Decomposition["suffix"],
): { phones: readonly Phone[]; suffix: Phone[] } | null {
  for (const phones of readings) {
    for (const basePhones of baseReadings) {
      const found = suffixPhones(phones, basePhones, suffix);
      if (found) return { phones, suffix: found };
    }
  }
  return null;
}

/**
 * A word the dictionary lacks, read as an inflection of a base we can judge. A base the
 * dictionary knows wins over one guessed from spelling: "compasses" is compass + es (beyond),
 * not a spelling-only "compas" + es, and "condenses" is condense + s, not "condens" + es.
 */
function inflectedBySpelling(word: string, dict: PronouncingDictionary, source: WordAnalysis["source"]): WordAnalysis | null {
  const best = new Preferred();
  for (const d of decompositions(word, dict)) {
    // Without sound, "-s" after u, i or s is more likely part of the word (bus, iris).
    if (d.suffix === "s" && /[uis]$/.test(d.base)) continue;
    const base = analyzeWord(d.base, dict);
    if (base.source === "spelling" && base.level === "beyond") continue;
    const result = { ...combine(word, d, base, guessedSuffixSound(d.suffix, d.base), undefined), source };
    best.offer(result, (base.source === "dictionary" ? 0 : 2) + (stacked(base) ? 1 : 0));
  }
  return best.value;
}

/**
 * An -s, -es or -ed form is no base for another inflection while the word has a plainer one:
 * "tenses" is tense + s (beyond), not tens + es; "lapsed" is lapse + d, not laps + ed. (An -ing
 * form is: "savings" = saving + s.)
 */
function stacked(base: WordAnalysis): boolean {
  return base.parts !== undefined && !base.word.endsWith("ing");
}

/**
 * The analysis of the best rank (lowest first), and at that rank the lowest level; its options
 * are those of every analysis of that rank ("hopping" may be read hop + ing or hopp + ing).
 */
class Preferred {
  private best: WordAnalysis | null = null;
  private rank = Infinity;
  private options: WordAnalysis["options"][number][] = [];

  offer(result: WordAnalysis, rank: number): void {
    if (rank > this.rank) return;
    if (rank < this.rank) this.options = [];
    this.options.push(...result.options);
    if (rank < this.rank || (this.best !== null && levelRank(result.level) < levelRank(this.best.level))) {
      this.best = result;
      this.rank = rank;
    }
  }

  get value(): WordAnalysis | null {
    return this.best && { ...this.best, options: minimalSets(this.options) };
  }
}

/**
 * The spelling's possible inflections, less a doubled ss ll ff zz whose base with the double
 * letter is a word: "compasses" is compass + es, not a "compas" (a name in CMUdict) + es.
 */
function decompositions(word: string, dict: PronouncingDictionary): Decomposition[] {
  const all = decompose(word);
  const known = (w: string): boolean => (dict.has ? dict.has(w) : dict.pronunciations(w) !== undefined);
  return all.filter(
    (d) =>
      !keepsDouble(d) ||
      !all.some((o) => o.suffix === d.suffix && o.change === "none" && o.base === `${d.base}${d.base.at(-1) ?? ""}` && known(o.base)),
  );
}

function combine(word: string, d: Decomposition, base: WordAnalysis, sound: string, phones?: readonly Phone[]): WordAnalysis {
  const level = inflectedLevel(base.level, d);
  const suffixSetsLevel = levelRank(level) > levelRank(base.level) || level === (d.suffix === "ing" ? 4 : 3);
  return {
    word,
    level,
    options: combineSets(base.options, [suffixPatterns(d)]),
    source: base.source,
    // A beyond base names itself: "living" is beyond because "live" is.
    pattern: suffixSetsLevel ? `suffix -${d.suffix}` : base.level === "beyond" ? `${base.word}: ${base.pattern}` : base.pattern,
    alignment: inflectedAlignment(base.alignment, d, sound),
    syllables: base.syllables + (sound.includes("IH") || sound.includes("AH") ? 1 : 0),
    ...(phones ? { pronunciation: formatPronunciation(phones) } : {}),
    parts: [base],
  };
}

function inflectedAlignment(base: readonly GraphemePhonemes[], d: Decomposition, sound: string): GraphemePhonemes[] {
  const pairs = [...base];
  const last = pairs.at(-1);
  if (d.change === "dropped-e" && last?.[0] === "e" && last[1] === "") pairs.pop();
  if (d.change === "y-to-i" && last?.[0] === "y") pairs[pairs.length - 1] = ["i", last[1]];
  if (d.change === "doubled") pairs.push([d.base.at(-1) ?? "", ""]);
  pairs.push([d.spelling, sound]);
  return pairs;
}
