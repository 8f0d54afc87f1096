import { describe, expect, it } from "vitest";
import { tokenize } from "../../../worker/phonics/tokenize";

describe("tokenize", () => {
  it("keeps each word with its position in the text", () => {
    const text = "The cat sat.";
    const tokens = tokenize(text);
    expect(tokens.map((t) => [t.text, t.start, t.end, t.word])).toEqual([
      ["The", 0, 3, "the"],
      ["cat", 4, 7, "cat"],
      ["sat", 8, 11, "sat"],
    ]);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(["The", "cat", "sat"]);
  });

  it("marks **bold** spans, one span per pair of markers, with positions in the raw text", () => {
    const text = "See the **solar system** and a **comet**.";
    const tokens = tokenize(text);
    expect(tokens.filter((t) => t.bold).map((t) => [t.word, t.boldSpan])).toEqual([
      ["solar", 0],
      ["system", 0],
      ["comet", 1],
    ]);
    const comet = tokens.find((t) => t.word === "comet");
    expect(comet && text.slice(comet.start, comet.end)).toBe("comet");
    expect(tokens.find((t) => t.word === "and")?.boldSpan).toBe(-1);
  });

  it("keeps straight and curly apostrophes and hyphens inside words", () => {
    expect(tokenize("It’s Dan's sun-hat, isn't it?").map((t) => t.word)).toEqual(["it's", "dan's", "sun-hat", "isn't", "it"]);
  });

  it("drops quotes and punctuation around words", () => {
    expect(tokenize("“Stop!” said Sam — 'now'.").map((t) => t.word)).toEqual(["stop", "said", "sam", "now"]);
  });

  it("keeps numbers as tokens that are not words", () => {
    const tokens = tokenize("I had 3 cats and 12.5 hens on the 2nd day");
    expect(tokens.filter((t) => t.word === null).map((t) => t.text)).toEqual(["3", "12", "5", "2nd"]);
  });

  it("handles an empty text and an unclosed bold marker", () => {
    expect(tokenize("")).toEqual([]);
    expect(tokenize("a **big").map((t) => t.bold)).toEqual([false, true]);
  });
});
