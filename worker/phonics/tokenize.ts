/**
 * Splits passage text into word tokens with their positions, so a UI can highlight them.
 * `**bold**` marks high-level terms; straight and curly apostrophes and hyphens stay inside
 * words ("it's", "well-known"); numbers are tokens but not words; other punctuation is skipped.
 */
import { normalizeWord } from "./normalize";

export interface Token {
  /** The token as written (without ** markers). */
  readonly text: string;
  /** Offsets into the original text, end exclusive. */
  readonly start: number;
  readonly end: number;
  /** Normalised word, or null for numbers and symbols, which are not words. */
  readonly word: string | null;
  /** Inside a **bold** span. */
  readonly bold: boolean;
  /** Tokens of one bold span share an index (a multi-word term); -1 outside bold. */
  readonly boldSpan: number;
}

const PIECE = /\*\*|[\p{L}\p{M}\p{N}]+(?:['\u2019\u02bc\-\u2010\u2011][\p{L}\p{M}\p{N}]+)*/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let bold = false;
  let span = -1;
  let spans = 0;
  for (const m of text.matchAll(PIECE)) {
    if (m[0] === "**") {
      bold = !bold;
      span = bold ? spans++ : -1;
      continue;
    }
    const start = m.index;
    tokens.push({ text: m[0], start, end: start + m[0].length, word: normalizeWord(m[0]), bold, boldSpan: span });
  }
  return tokens;
}
