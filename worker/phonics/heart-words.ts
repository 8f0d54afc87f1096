/**
 * Heart words: high-frequency words a student learns by heart because part of them is not (yet)
 * decodable. Built from the Dolch lists (shared/data/dolch.json): the Dolch service words the
 * engine judges beyond level 8, a few Dolch nouns that early stories cannot do without, the
 * irregulars PHONICS.md names, and a handful of very common words whose pattern comes at a
 * later level (open-syllable "he", "go"; "and"; r-controlled "for", "her"), allowed earlier.
 *
 * `from` is the first level a passage may use the word at. Core function words are allowed from
 * level 1 so any sentence can be written; other words from the level at which everything but
 * their irregular part has been taught. A test checks that no word is decodable at its `from`
 * level (if it were, it would not need to be a heart word there).
 *
 * Dolch words deliberately left out: regular words (the engine levels them), and nouns that a
 * passage should bold as high-level terms instead (apple, bear, chair, Christmas, fire, goodbye,
 * horse, picture, Santa, squirrel, table, watch, ...).
 */
import type { Level } from "./types";

export interface HeartWord {
  readonly word: string;
  readonly from: Level;
  /** Why it is listed, where that is not plain (for reviewers). */
  readonly why?: string;
}

const CORE = "Core function word: needed for any sentence from level 1.";
const EARLY_OPEN = "Open syllable (level 5), taught as a heart word from the start.";
const LONG_CLOSED = "Long vowel in a closed syllable (-ind, -old, -ost), taught once long vowels are (level 5).";
const SAYS_AW = "a says /ɔ/ before l (all, ball); the rest is regular from level 4.";
const SILENT = "Silent letter (kn, wr, l); the rest is regular from level 4.";
const W_OR = "Stressed w + or says /ɝ/; the rest is regular from level 7.";
const VOWEL_R = "Vowel + r outside the r-controlled table (our, four, door); after level 7.";
const O_SAYS_UH = "o says /ʌ/ (mother, love); the rest is regular from level 7.";

export const HEART_WORDS: readonly HeartWord[] = [
  // The irregulars PHONICS.md names, and the other beyond-level-8 Dolch service words.
  ...["the", "to", "of", "said", "was", "you", "your", "are", "were", "what", "who", "do", "does"].map((w) => core(w)),
  ...["one", "two", "there", "where", "here", "have", "give", "live", "come", "some", "put", "pull", "push"].map((w) => core(w)),
  ...["their", "from", "want", "could", "would", "should", "into", "any", "many", "once", "been"].map((w) => core(w)),
  ...["our", "all", "full", "little", "only", "very", "pretty"].map((w) => core(w)),
  // Very common words whose pattern comes later, allowed from level 1.
  { word: "a", from: 1, why: "The article; open syllable a (level 5) or schwa." },
  { word: "i", from: 1, why: "The pronoun I; open syllable i (level 5)." },
  ...["he", "she", "we", "me", "be", "my", "by", "no", "go", "so"].map((w): HeartWord => ({ word: w, from: 1, why: EARLY_OPEN })),
  { word: "and", from: 1, why: "Cluster -nd (level 4); needed for any sentence." },
  { word: "they", from: 1, why: "Vowel team ey (level 8); needed for any sentence." },
  { word: "for", from: 1, why: "r-controlled or (level 7); needed for any sentence." },
  { word: "or", from: 1, why: "r-controlled or (level 7); needed for any sentence." },
  { word: "her", from: 1, why: "r-controlled er (level 7); needed for any sentence." },
  // Later heart words: everything but the irregular part is taught by `from`.
  { word: "away", from: 3, why: "Unstressed a in an open syllable (a-way)." },
  { word: "done", from: 3, why: "o says /ʌ/ with a silent e." },
  { word: "because", from: 5, why: "au with a silent e after it; unstressed be-." },
  { word: "always", from: 5, why: "a says /ɔ/ before l." },
  { word: "around", from: 5, why: "Unstressed a + r (ar says /ər/)." },
  { word: "about", from: 5, why: "Vowel team ou (level 8) after unstressed a; very common." },
  { word: "again", from: 5, why: "Vowel team ai (level 8), also said /ɛ/." },
  { word: "before", from: 5, why: "r followed by a silent e (ore)." },
  { word: "buy", from: 5, why: "uy says /aɪ/." },
  { word: "eye", from: 5, why: "eye says /aɪ/." },
  { word: "carry", from: 5, why: "a + r says /ær/, not an r-controlled sound of the table." },
  { word: "laugh", from: 5, why: "au says /æ/, gh says /f/." },
  ...["find", "kind", "mind", "old", "cold", "hold", "told", "most", "both"].map((w): HeartWord => ({ word: w, from: 5, why: LONG_CLOSED })),
  ...["ball", "call", "fall", "small", "walk", "talk", "warm", "wash"].map((w): HeartWord => ({ word: w, from: 4, why: SAYS_AW })),
  ...["know", "write"].map((w): HeartWord => ({ word: w, from: 4, why: SILENT })),
  { word: "friend", from: 4, why: "ie says /ɛ/." },
  { word: "people", from: 5, why: "eo says /i/; consonant-le." },
  { word: "move", from: 6, why: "o_e says /u/." },
  { word: "water", from: 7, why: "a says /ɔ/ after w." },
  ...["work", "word", "world"].map((w): HeartWord => ({ word: w, from: 7, why: W_OR })),
  ...["four", "door", "floor"].map((w): HeartWord => ({ word: w, from: 7, why: VOWEL_R })),
  ...["mother", "brother", "other", "money", "love"].map((w): HeartWord => ({ word: w, from: 7, why: O_SAYS_UH })),
  { word: "father", from: 7, why: "a says /ɑ/ in an open syllable." },
  { word: "house", from: 8, why: "Vowel team ou with a silent e after s." },
  { word: "please", from: 8, why: "Vowel team ea with a silent e after s." },
  { word: "school", from: 8, why: "ch says /k/." },
  { word: "great", from: 8, why: "ea says /eɪ/." },
  { word: "break", from: 8, why: "ea says /eɪ/." },
];

function core(word: string): HeartWord {
  return { word, from: 1, why: CORE };
}

const BY_WORD: ReadonlyMap<string, HeartWord> = new Map(HEART_WORDS.map((h) => [h.word, h]));

/** The heart word entry for a normalised word, if it is one. */
export function heartWord(word: string): HeartWord | undefined {
  return BY_WORD.get(word);
}

/** The core function words, allowed from level 1: every sequence's first step needs them to write any sentence. */
export const CORE_HEART_WORDS: readonly string[] = HEART_WORDS.filter((h) => h.from === 1).map((h) => h.word);
