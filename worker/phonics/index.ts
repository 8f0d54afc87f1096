/**
 * Public API of the decodability engine (PHONICS.md). Pure TypeScript: runs in workerd, Node
 * and tests alike. The rest of the app uses the engine through this module only.
 */
export type { GraphemePhonemes, Level, LevelSource, WordAnalysis, WordLevel } from "./types";
export { levelRank, optionsLevel } from "./types";
export { levelOf, wordLevel, wordOptions, MAX_WORD_LETTERS } from "./level-of";
export { analyzePassage, readableBy, readerStatus, MAX_TERMS, MAX_TERM_SHARE } from "./analyze-passage";
export type { PassageAnalysis, PassageToken, TokenStatus } from "./analyze-passage";
export { levelReader, readerFor, readerInfo, spelledFor, type Reader, type ReaderChoice } from "./reader";
export { PATTERNS, isPatternId, type PatternId } from "./patterns";
export { decodeSet, EMPTY, encodeSet, idsOf, isSubset, levelOfSet, setOf, type PatternSet } from "./pattern-set";
export { ALL_HEART_WORDS, FIRST_HEART_WORDS, SEQUENCES, sequenceById, type Sequence, type SequenceStep } from "./sequences";
export { knownFor } from "./known-words";
export { tokenize, type Token } from "./tokenize";
export { normalizeWord } from "./normalize";
export { contentWords } from "./content-words";
export { HEART_WORDS, heartWord, type HeartWord } from "./heart-words";
export { LEVEL_NAMES, LEVEL_NUMBERS, isLevel, levelName } from "./level-names";
export { defaultLexicon, type Lexicon } from "./lexicon";
