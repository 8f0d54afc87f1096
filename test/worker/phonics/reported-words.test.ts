/**
 * Words content authors reported, judged against PHONICS.md: the bugs that were fixed, and the
 * verdicts the contract itself decides (so they are not "fixed" back by accident).
 */
import { describe, expect, it } from "vitest";
import { levelOf, wordLevel } from "../../../worker/phonics/level-of";
import type { WordLevel } from "../../../worker/phonics/types";

function levels(words: readonly string[]): Record<string, WordLevel | null> {
  return Object.fromEntries(words.map((w) => [w, wordLevel(w)]));
}

function expectLevel(words: readonly string[], level: WordLevel): void {
  expect(levels(words)).toEqual(Object.fromEntries(words.map((w) => [w, level])));
}

describe("open syllables and final y", () => {
  it("levels pony at 5: open syllable and final y, although CMUdict gives the y secondary stress", () => {
    expect(levelOf("pony")).toMatchObject({ level: 5, pattern: "open syllable o /oʊ/" });
    expectLevel(["pony", "tiny", "lady", "navy", "duty", "holy", "tidy", "ivy", "ponies"], 5);
  });
  it("reads a final y with secondary stress as the final /i/ in other words too (thirty, ducky)", () => {
    expect(levels(["thirty", "ducky", "story"])).toEqual({ thirty: 7, ducky: 5, story: 7 });
  });
});

describe("rr after an r-controlled vowel", () => {
  it("levels hurricane at 7: the second r of hur-ri-cane repeats the /r/ of ur", () => {
    expect(levelOf("hurricane")).toMatchObject({ level: 7, pattern: "r-controlled ur /ɝ/" });
    expectLevel(["hurry", "furry", "current", "starry", "horror", "correct"], 7);
  });
  it("still keeps a short vowel before rr and a final rr beyond (carry, mirror, purr)", () => {
    expectLevel(["carry", "berry", "mirror", "purr"], "beyond");
  });
});
