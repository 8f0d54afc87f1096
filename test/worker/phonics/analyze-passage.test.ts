import { describe, expect, it } from "vitest";
import { Refused } from "../../../worker/domain-errors";
import { analyzePassage, levelReader } from "../../../worker/phonics";

const cats = (n: number): string => Array.from({ length: n }, () => "cat").join(" ");

describe("analyzePassage: a fully decodable level 1 passage", () => {
  const result = analyzePassage("The cat sat on a mat. The fat cat had a nap.", levelReader(1));

  it("counts every word token and finds them all compliant", () => {
    expect(result.word_count).toBe(12);
    expect(result.compliance_percentage).toBe(100);
    expect(result.violations).toEqual([]);
  });
  it("lists distinct words by level in first-appearance order, heart words separately", () => {
    expect(result.phonics_compliance.level_1).toEqual(["cat", "sat", "on", "mat", "fat", "had", "nap"]);
    expect(result.phonics_compliance.level_2).toEqual([]);
    expect(result.heart_words).toEqual(["the", "a"]);
    expect(result.beyond).toEqual(["the", "a"]);
  });
  it("reports the words whose level is exactly the passage level as targets", () => {
    expect(result.target_words).toEqual({ single_syllable: ["cat", "sat", "on", "mat", "fat", "had", "nap"], multisyllabic: [] });
    expect(result.target_percentage).toBe(66.7); // 8 of 12 tokens
  });
  it("marks each token's status", () => {
    expect(result.tokens.slice(0, 3).map((t) => [t.text, t.level, t.status])).toEqual([
      ["The", "beyond", "heart"],
      ["cat", 1, "decodable"],
      ["sat", 1, "decodable"],
    ]);
  });
  it("writes a summary a teacher can read", () => {
    expect(result.compliance_summary).toContain("100.0% decodable at Level 1 (CVC syllables)");
    expect(result.compliance_summary).toContain("2 heart words (the, a)");
  });
});

describe("analyzePassage: violations", () => {
  const result = analyzePassage("The ship is in the rain. It is a great ship!", levelReader(2));

  it("computes the percentage of compliant tokens to one decimal", () => {
    expect(result.word_count).toBe(11);
    expect(result.compliance_percentage).toBe(81.8); // rain and great break level 2: 9 of 11
  });
  it("lists each violating word once with its level and reason", () => {
    expect(result.violations).toEqual([
      { word: "rain", level: 8, reason: "vowel team ai /eɪ/, level 8" },
      { word: "great", level: "beyond", reason: "vowel team ea says /eɪ/, beyond level 8" },
    ]);
  });
  it("names the breaking words in the summary", () => {
    expect(result.compliance_summary).toContain("2 words break the level: 'rain' (vowel team ai /eɪ/, level 8)");
    expect(result.compliance_summary).toContain("'great' (vowel team ea says /eɪ/, beyond level 8)");
  });
  it("still lists a violating word under its own level", () => {
    expect(result.phonics_compliance.level_8).toEqual(["rain"]);
  });
});

describe("analyzePassage: high-level terms", () => {
  it("accepts bold words above the level as terms, and later plain uses of them too", () => {
    const result = analyzePassage(`A **volcano** is hot. The volcano is big. ${cats(10)}`, levelReader(1));
    expect(result.high_level_terms).toEqual(["volcano"]);
    expect(result.tokens.filter((t) => t.word === "volcano").map((t) => t.status)).toEqual(["term", "term"]);
    expect(result.compliance_percentage).toBe(100);
  });
  it("treats a bold word that is decodable at the level as just decodable", () => {
    const result = analyzePassage("The **cat** sat.", levelReader(1));
    expect(result.high_level_terms).toEqual([]);
    expect(result.tokens[1]?.status).toBe("decodable");
  });
  it("accepts terms given by the caller and multi-word bold terms as one term", () => {
    const result = analyzePassage(`The **solar system** has a moon. ${cats(20)}`, levelReader(1), ["moon"]);
    expect(result.high_level_terms).toEqual(["solar system", "moon"]);
  });
  it("turns the 9th distinct term into a violation", () => {
    const terms = ["rain", "snow", "cloud", "storm", "thunder", "wind", "lightning", "flood", "frost"];
    const result = analyzePassage(`${terms.map((t) => `**${t}**`).join(" ")} ${cats(51)}`, levelReader(1));
    expect(result.word_count).toBe(60);
    expect(result.high_level_terms).toEqual(terms.slice(0, 8));
    expect(result.violations).toEqual([{ word: "frost", level: 4, reason: "high-level term beyond the limit of 8" }]);
    expect(result.compliance_percentage).toBe(98.3);
  });
  it("turns terms past 15% of the tokens into violations", () => {
    const result = analyzePassage(`**rain** **rain** **snow** **snow** ${cats(16)}`, levelReader(1));
    expect(result.high_level_terms).toEqual(["rain"]); // 2 of 20 tokens fit in 15%, 4 would not
    expect(result.violations.map((v) => v.word)).toEqual(["snow"]);
    expect(result.compliance_percentage).toBe(90);
  });
});

describe("analyzePassage: heart words and their forms", () => {
  it("allows a heart word only from its level", () => {
    expect(analyzePassage("about", levelReader(4)).violations.map((v) => v.word)).toEqual(["about"]);
    expect(analyzePassage("about", levelReader(5)).heart_words).toEqual(["about"]);
  });
  it("allows contractions and inflections of heart words when the added part is allowed", () => {
    expect(analyzePassage("don't", levelReader(1)).violations.map((v) => v.word)).toEqual(["don't"]);
    expect(analyzePassage("don't", levelReader(4)).heart_words).toEqual(["don't"]);
    expect(analyzePassage("I'm glad", levelReader(4)).heart_words).toEqual(["i'm"]);
    expect(analyzePassage("wants", levelReader(2)).violations.map((v) => v.word)).toEqual(["wants"]);
    expect(analyzePassage("wants", levelReader(3)).heart_words).toEqual(["wants"]);
  });
});

describe("analyzePassage: edges", () => {
  it("does not count numbers as words", () => {
    const result = analyzePassage("Sam had 3 cats.", levelReader(3));
    expect(result.word_count).toBe(3);
    expect(result.tokens.map((t) => t.word)).toEqual(["sam", "had", "cats"]);
  });
  it("lists topic words, not function words", () => {
    expect(analyzePassage("The big dog and the cat sat in the sun with us.", levelReader(1)).content_words).toEqual([
      "big",
      "dog",
      "cat",
      "sat",
      "sun",
    ]);
  });
  it("splits target words by syllables", () => {
    const result = analyzePassage("A robot and a baby go.", levelReader(5));
    // "a" is a level 5 word (open syllable), so at level 5 it is a target, not a heart word.
    expect(result.target_words).toEqual({ single_syllable: ["a", "go"], multisyllabic: ["robot", "baby"] });
  });
  it("answers an empty passage without dividing by zero", () => {
    const result = analyzePassage("  ", levelReader(3));
    expect([result.word_count, result.compliance_percentage, result.target_percentage]).toEqual([0, 0, 0]);
    expect(result.compliance_summary).toBe("This passage has no words to check.");
  });
  it("rejects a level outside 1..8", () => {
    expect(() => levelReader(9 as never)).toThrow(Refused);
  });
});
