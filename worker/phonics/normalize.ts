/**
 * Turns a raw word into the form the analyzer judges (PHONICS.md rule 5): case and punctuation
 * do not matter, numbers and symbols are not words, hyphenated words are judged by their parts,
 * contractions and possessives by their parts ("it's" = it + 's).
 */

export type WordShape =
  | { readonly kind: "plain"; readonly word: string }
  | { readonly kind: "hyphenated"; readonly word: string; readonly parts: readonly string[] }
  | { readonly kind: "contraction"; readonly word: string; readonly base: string; readonly tail: string };

const PLAIN = /^[A-Za-z]+$/;

/** Lower case, straight apostrophes, no surrounding punctuation; null if it is not a word. */
export function normalizeWord(raw: string): string | null {
  if (PLAIN.test(raw)) return raw.toLowerCase(); // the common case, without the slow path below
  const word = raw
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "") // café -> cafe
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2010-\u2013]/g, "-")
    .replace(/^[^a-z]+|[^a-z]+$/g, "");
  if (word === "" || /\d/.test(raw)) return null;
  return word;
}

/** How a normalised word is judged: on its own, by its hyphen parts, or as base + contraction. */
export function shapeOf(word: string): WordShape {
  const cleaned = word.replace(/[^a-z'-]+/g, "-");
  if (cleaned.includes("-")) {
    const parts = cleaned.split("-").map((p) => p.replace(/^'+|'+$/g, "")).filter((p) => p !== "");
    if (parts.length > 1) return { kind: "hyphenated", word: cleaned, parts };
    return shapeOf(parts[0] ?? "");
  }
  const apostrophe = cleaned.indexOf("'");
  if (apostrophe > 0) {
    return { kind: "contraction", word: cleaned, base: cleaned.slice(0, apostrophe), tail: cleaned.slice(apostrophe + 1).replace(/'/g, "") };
  }
  return { kind: "plain", word: cleaned.replace(/'/g, "") };
}
