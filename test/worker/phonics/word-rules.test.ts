import { describe, expect, it } from "vitest";
import { levelOf, wordLevel } from "../../../worker/phonics/level-of";

describe("levelOf explains its verdict", () => {
  it("aligns graphemes to sounds and names the deciding pattern", () => {
    const rain = levelOf("rain");
    expect(rain).toMatchObject({ word: "rain", level: 8, source: "dictionary", pattern: "vowel team ai /eɪ/", syllables: 1 });
    expect(rain?.alignment).toEqual([["r", "R"], ["ai", "EY"], ["n", "N"]]);
  });
  it("names the cluster or suffix that set the level", () => {
    expect(levelOf("stop")?.pattern).toBe("consonant cluster st");
    expect(levelOf("fished")?.pattern).toBe("suffix -ed");
    expect(levelOf("jumping")?.pattern).toBe("suffix -ing");
  });
  it("says why a word is beyond level 8", () => {
    expect(levelOf("great")?.pattern).toBe("vowel team ea says /eɪ/");
    expect(levelOf("cell")?.pattern).toBe("soft c");
    expect(levelOf("knee")?.pattern).toBe("silent k (kn)");
    expect(levelOf("table")?.pattern).toBe("consonant-le");
    expect(levelOf("kind")?.pattern).toBe("long i in a closed syllable");
    expect(levelOf("word")?.pattern).toBe("stressed w+or");
  });
  it("counts syllables from the sounds", () => {
    expect(levelOf("fantastic")?.syllables).toBe(3);
    expect(levelOf("make")?.syllables).toBe(1);
  });
  it("counts an unstressed schwa as the letter's short sound only in words of two or more syllables", () => {
    expect(levelOf("magnet")?.alignment).toContainEqual(["e", "AH"]);
    expect(levelOf("the")?.level).toBe("beyond");
  });
});

describe("inflections (PHONICS.md rule 4)", () => {
  it("understands doubling, dropped e and y to i", () => {
    expect(levelOf("hopping")).toMatchObject({ level: 4, pattern: "suffix -ing" });
    expect(levelOf("hopping")?.alignment).toEqual([["h", "HH"], ["o", "AA"], ["p", "P"], ["p", ""], ["ing", "IH NG"]]);
    expect(levelOf("baking")).toMatchObject({ level: 6 });
    expect(levelOf("baking")?.alignment.map(([g]) => g).join("")).toBe("baking");
    expect(levelOf("cried")).toMatchObject({ level: 5 });
    expect(levelOf("cried")?.alignment.map(([g]) => g).join("")).toBe("cried");
  });
  it("gives -ing at least level 4 and -s/-ed at least level 3", () => {
    expect([wordLevel("fishing"), wordLevel("fished"), wordLevel("goes"), wordLevel("wanted")]).toEqual([4, 3, 5, "beyond"]);
  });
  it("keeps an inflection of a beyond base beyond, and says which base", () => {
    expect(levelOf("loving")).toMatchObject({ level: "beyond", pattern: "love: o says /ʌ/; silent e after a short vowel" });
  });
  it("judges a plural by its base, not as a cluster", () => {
    expect(levelOf("dishes")?.parts?.[0]?.word).toBe("dish");
  });
});

describe("contractions and possessives follow their parts", () => {
  it("reads it's as it + s", () => {
    expect(levelOf("it's")).toMatchObject({ level: 3, pattern: "suffix -s ('s)" });
    expect(levelOf("cat's")?.level).toBe(3);
    expect(levelOf("cats'")?.level).toBe(3);
  });
  it("reads n't as a final -nt cluster on its base", () => {
    expect([wordLevel("isn't"), wordLevel("can't"), wordLevel("don't")]).toEqual([4, 4, "beyond"]);
  });
  it("keeps the level of the base for 'll, 'm, 've", () => {
    expect([wordLevel("we'll"), wordLevel("I'm"), wordLevel("you've")]).toEqual([5, 5, "beyond"]);
  });
  it("treats irregular contractions as beyond", () => expect(wordLevel("won't")).toBe("beyond"));
  it("accepts curly apostrophes", () => expect(levelOf("it\u2019s")?.word).toBe("it's"));
});

describe("case, punctuation, numbers, hyphens", () => {
  it("ignores case and surrounding punctuation", () => {
    expect(levelOf("Cat,")?.word).toBe("cat");
    expect(wordLevel("“STOP!”")).toBe(4);
  });
  it("does not treat numbers and symbols as words", () => {
    expect([levelOf("42"), levelOf("3rd"), levelOf("&"), levelOf("")]).toEqual([null, null, null, null]);
  });
  it("gives a hyphenated word the level of its hardest part", () => {
    expect(levelOf("sun-hat")?.level).toBe(1);
    expect(levelOf("well-known")).toMatchObject({ level: "beyond", pattern: "silent k (kn)" });
    expect(levelOf("big-rain")?.parts?.map((p) => p.level)).toEqual([1, 8]);
  });
});

describe("words the dictionary lacks", () => {
  it("falls back to spelling rules and says so", () => {
    expect(levelOf("zib")).toMatchObject({ level: 1, source: "spelling" });
    expect(levelOf("blorf")).toMatchObject({ level: 7, source: "spelling" });
    expect(levelOf("zibs")).toMatchObject({ level: 3, source: "spelling" });
  });
  it("reads c and g before e, i, y as soft from spelling alone, but gg as hard", () => {
    expect(levelOf("cindle")?.level).toBe("beyond");
    expect(levelOf("froggy")).toMatchObject({ level: 5, source: "spelling", pattern: "final y /i/" });
  });
  it("marks dictionary words as dictionary even when only their base is stored", () => {
    expect(levelOf("cats")?.source).toBe("dictionary");
  });
});
