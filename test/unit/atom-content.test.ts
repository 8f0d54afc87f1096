import { describe, expect, it } from "vitest";
import { READING_LEVELS } from "../../schema/levels";
import { GENERAL_TIPS, LEVEL_CONTENT } from "../../web/features/atom/atom-content";
import { topicCategory } from "../../web/features/atom/topics";

// What each level is about (shared/PHONICS.md), as a word its tips must mention.
const PATTERN: Record<(typeof READING_LEVELS)[number], RegExp> = {
  level1: /closed|short vowel/i,
  level2: /digraph/i,
  level3: /-ed|-es|suffix/i,
  level4: /cluster/i,
  level5: /open syllable/i,
  level6: /VCE|silent e/i,
  level7: /\br\b|r-controlled/i,
  level8: /vowel team/i,
};

describe("LEVEL_CONTENT", () => {
  it.each(READING_LEVELS)("%s has three distinct tips and three distinct encouragements", (level) => {
    const { tips, encouragements } = LEVEL_CONTENT[level];
    expect(new Set(tips).size).toBe(3);
    expect(new Set(encouragements).size).toBe(3);
    for (const text of [...tips, ...encouragements]) expect(text.trim().length).toBeGreaterThan(30);
  });

  it.each(READING_LEVELS)("%s tips talk about the level's own pattern", (level) => {
    expect(LEVEL_CONTENT[level].tips.join(" ")).toMatch(PATTERN[level]);
  });

  it("covers every level and nothing else", () => {
    expect(Object.keys(LEVEL_CONTENT).sort()).toEqual([...READING_LEVELS]);
  });

  it("covers the patterns named in the spec and phonics contract", () => {
    const all = (level: keyof typeof LEVEL_CONTENT) => LEVEL_CONTENT[level].tips.join(" ");
    for (const d of ["ch", "sh", "th", "wh", "ph", "ck"]) expect(all("level2")).toContain(d);
    for (const s of ["-s", "-es", "-ed"]) expect(all("level3")).toContain(s);
    for (const p of ["-ng", "-nk", "-ing", "-tch", "-dge"]) expect(all("level4")).toContain(p);
    expect(all("level5")).toMatch(/\by\b.*vowel/);
    for (const r of ["ar", "er", "ir", "or", "ur"]) expect(all("level7")).toMatch(new RegExp(`\\b${r}\\b`));
  });

  it("never talks down to older students", () => {
    const everything = [...GENERAL_TIPS, ...Object.values(LEVEL_CONTENT).flatMap((c) => [...c.tips, ...c.encouragements])].join(" ");
    expect(everything).not.toMatch(/\b(kiddo|little ones|boys and girls|yay|sweetie|good job)\b/i);
  });

  it("has general tips for when no level is chosen", () => {
    expect(GENERAL_TIPS.length).toBeGreaterThanOrEqual(3);
  });
});

describe("topicCategory", () => {
  it.each([
    ["Magnets", "science"],
    ["the solar system", "science"],
    ["Volcanoes", "science"],
    ["Frogs & Toads", "nature"],
    ["rain", "nature"],
    ["butterflies", "nature"],
    ["Ancient Egypt", "history"],
    ["the Civil War", "history"],
    ["skateboarding", "default"],
    ["", "default"],
  ])("puts %j under %s", (topic, category) => {
    expect(topicCategory(topic)).toBe(category);
  });

  it("matches whole words only", () => {
    expect(topicCategory("starting a business")).toBe("default");
  });
});
