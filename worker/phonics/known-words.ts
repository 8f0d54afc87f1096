/**
 * Words a reader knows as whole words (heart words, the teacher's allowed words), and the forms
 * built from them with parts the reader can decode: "wants" (want + -s) once -s is taught,
 * "don't" (do + n't) once the final blends are, "Rosa's" when Rosa is allowed and -s taught.
 */
import { CONTRACTION_TAILS } from "./contractions";
import { decompose, suffixPatterns } from "./inflections";
import { wordOptions } from "./level-of";
import { shapeOf } from "./normalize";
import { isSubset, setOf } from "./pattern-set";
import { spelledFor, type Reader } from "./reader";

export function knownFor(word: string, known: ReadonlySet<string>, reader: Reader): boolean {
  if (known.size === 0) return false;
  if (known.has(word)) return true;
  const shape = shapeOf(word);
  switch (shape.kind) {
    case "contraction": {
      const tail = CONTRACTION_TAILS[shape.tail];
      const base = shape.tail === "t" && shape.word !== "can't" ? shape.base.slice(0, -1) : shape.base;
      return tail !== undefined && isSubset(setOf(tail.patterns), reader.taught) && known.has(base);
    }
    case "hyphenated": {
      const partOk = (w: string): boolean => known.has(w) || spelledFor(wordOptions(w) ?? [], reader.taught);
      return shape.parts.some((p) => known.has(p)) && shape.parts.every(partOk);
    }
    case "plain":
      return decompose(word).some((d) => known.has(d.base) && isSubset(suffixPatterns(d), reader.taught));
  }
}
