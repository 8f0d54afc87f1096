/**
 * Public API of the decodability engine (PHONICS.md). Pure TypeScript: runs in workerd, Node
 * and tests alike.
 */
export type { GraphemePhonemes, Level, LevelSource, WordAnalysis, WordLevel } from "./types";
export { isDecodableAt, levelRank, maxLevel } from "./types";
export { levelOf, wordLevel } from "./level-of";
export { analyzePassage, MAX_TERMS, MAX_TERM_SHARE } from "./analyze-passage";
export type { PassageAnalysis, PassageToken, PhonicsCompliance, TokenStatus, Violation } from "./analyze-passage";
export { tokenize, type Token } from "./tokenize";
export { HEART_WORDS, heartWord, isHeartWordAt, type HeartWord } from "./heart-words";
export { LEVEL_NAMES, LEVELS, isLevel, levelName } from "./level-names";
export { defaultLexicon, type Lexicon } from "./lexicon";
