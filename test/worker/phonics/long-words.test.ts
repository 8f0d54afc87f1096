import { describe, expect, it } from "vitest";
import { analyzePassage, levelReader } from "../../../worker/phonics";
import { levelOf, MAX_WORD_LETTERS } from "../../../worker/phonics/level-of";

describe("words longer than any real word", () => {
  it("are beyond level 8 without being aligned", () => {
    const word = "x".repeat(MAX_WORD_LETTERS + 1);
    expect(levelOf(word)).toMatchObject({ level: "beyond", pattern: `longer than ${MAX_WORD_LETTERS} letters` });
  });

  it("keep a passage of them cheap enough to analyse as a violation", () => {
    const a = analyzePassage(`${"ab".repeat(3000)} cat`, levelReader(1));
    expect(a.violations.map((v) => v.level)).toEqual(["beyond"]);
    expect(a.phonics_compliance.level_1).toEqual(["cat"]);
  });

  it("still judges the longest dictionary words", () => {
    expect(levelOf("antidisestablishmentarianism")?.level).toBe("beyond");
    expect(levelOf("uncomfortable")?.source).toBe("dictionary");
  });
});
