import { describe, expect, it } from "vitest";
import { HEART_WORDS, heartWord } from "../../../worker/phonics/heart-words";
import { levelOf } from "../../../worker/phonics/level-of";
import { levelRank } from "../../../worker/phonics/types";

describe("heart words", () => {
  it("lists only words that are not decodable at the level they are allowed from", () => {
    const decodable = HEART_WORDS.filter((h) => levelRank(levelOf(h.word)?.level ?? "beyond") <= h.from).map(
      (h) => `${h.word} (from ${h.from}, level ${String(levelOf(h.word)?.level)})`,
    );
    expect(decodable).toEqual([]);
  });

  it("lists each word once, normalised", () => {
    const words = HEART_WORDS.map((h) => h.word);
    expect(new Set(words).size).toBe(words.length);
    expect(words.filter((w) => w !== levelOf(w)?.word)).toEqual([]);
  });

  it("includes the irregulars PHONICS.md names, from level 1", () => {
    const named = ["the", "a", "i", "to", "of", "said", "was", "you", "are", "were", "what", "who", "do", "does", "one"];
    const more = ["two", "there", "where", "have", "give", "live", "come", "some", "put", "pull", "push"];
    expect([...named, ...more].filter((w) => heartWord(w)?.from !== 1)).toEqual([]);
  });

  it("allows a later heart word only from its level", () => {
    expect(heartWord("about")?.from).toBe(5);
    expect(heartWord("cat")).toBeUndefined();
  });

  it("gives a reason for every word allowed earlier than its own level", () => {
    expect(HEART_WORDS.filter((h) => !h.why).map((h) => h.word)).toEqual([]);
  });
});
