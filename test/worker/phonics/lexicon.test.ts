import { describe, expect, it } from "vitest";
import { analyzeWord } from "../../../worker/phonics/analyze-word";
import { createLexicon, defaultLexicon } from "../../../worker/phonics/lexicon";
import { BLOCK_SIZE, encodeLexicon, type LexiconEntry } from "../../../worker/phonics/lexicon-format";
import { setOf } from "../../../worker/phonics/pattern-set";
import { optionsLevel } from "../../../worker/phonics/types";

const CAT = setOf(["consonants", "short-a"]);
const CATS = setOf(["consonants", "short-a", "suffix-s"]);
const READ = [setOf(["consonants", "team-ee-ea"]), setOf(["consonants", "team-ea-short"])];
const ZZ = setOf(["consonants", "short-i", "blend-s", "welded-ng"]);

const entries: LexiconEntry[] = [
  { word: "cat", options: [CAT], pronunciations: [] },
  { word: "cats", options: [CATS], pronunciations: [] },
  { word: "great", options: [], pronunciations: ["G R EY1 T"] },
  { word: "read", options: READ, pronunciations: ["R EH1 D", "R IY1 D"] },
  ...Array.from({ length: BLOCK_SIZE * 2 }, (_, i): LexiconEntry => ({
    word: `zz${String.fromCharCode(97 + (i % 26))}${"q".repeat(1 + Math.floor(i / 26))}`,
    options: [ZZ],
    pronunciations: ["Z IH1 Z"],
  })),
];

describe("lexicon format", () => {
  const lexicon = createLexicon(encodeLexicon(entries));

  it("round-trips pattern sets and pronunciations across block boundaries", () => {
    for (const e of entries) {
      expect(lexicon.options(e.word)).toEqual(e.options);
      expect(lexicon.pronunciations(e.word) ?? []).toEqual(e.pronunciations);
    }
    expect(lexicon.blocks).toBe(Math.ceil(entries.length / BLOCK_SIZE));
  });

  it("answers undefined for words it does not hold, before, between and after its words", () => {
    expect(["aaa", "cab", "catz", "zzzz"].map((w) => lexicon.options(w))).toEqual([undefined, undefined, undefined, undefined]);
    expect(lexicon.has("cat")).toBe(true);
    expect(lexicon.has("ca")).toBe(false);
  });

  it("encodes the same entries to the same text in any order", () => {
    expect(encodeLexicon([...entries].reverse())).toBe(encodeLexicon(entries));
  });

  it("refuses words it cannot store", () => {
    expect(() => encodeLexicon([{ word: "it's", options: [CATS], pronunciations: [] }])).toThrow();
  });
});

describe("the generated lexicon", () => {
  const lexicon = defaultLexicon();

  it("knows common words, their pattern sets and so their levels", () => {
    expect(["cat", "ship", "jump", "make", "rain", "the"].map((w) => optionsLevel(lexicon.options(w) ?? []))).toEqual([1, 2, 4, 6, 8, "beyond"]);
    expect(lexicon.options("ship")).toEqual([setOf(["consonants", "short-i", "digraph-sh"])]);
    expect([...(lexicon.options("read") ?? [])].sort()).toEqual([...READ].sort());
  });

  it("keeps pronunciations only where spelling cannot rebuild the analysis", () => {
    expect(lexicon.pronunciations("great")).toEqual(["G R EY1 T"]);
    expect(lexicon.pronunciations("cats")).toBeUndefined();
    expect(analyzeWord("cats", lexicon)).toMatchObject({ level: 3, source: "dictionary", pattern: "suffix -s" });
  });

  it("does not know words missing from CMUdict", () => {
    expect(lexicon.has("zib")).toBe(false);
  });
});
