import { describe, expect, it } from "vitest";
import { READING_LEVELS } from "../../schema/levels";
import { GENERAL_TIPS, LEVEL_CONTENT } from "../../web/features/atom/atom-content";
import { topicCategory } from "../../web/features/atom/topics";
import { wordLevel, type Level } from "../../worker/phonics";

/**
 * The example words a level's texts give: the lists in brackets ("(back, neck, duck)") and the
 * quoted words ("'splendid'"). Letter groups named as patterns ("(str, spl, scr)") have no vowel and
 * are left out; "fish + ed" and "ro-bot" are spellings of a word being taken apart, not words.
 */
function exampleWords(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const [, list] of text.matchAll(/\(([a-z ,/]+)\)/g)) for (const w of list!.split(/[,/]/)) words.add(w.trim());
    for (const [, quoted] of text.matchAll(/'([a-z]+)'/g)) words.add(quoted!);
  }
  return [...words].filter((w) => /[aeiouy]/.test(w));
}

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

  // The engine (shared/PHONICS.md) is the judge: a level-2 tip that gave "boat" as an example, or a
  // level-8 one whose examples were all short-vowel words, would teach the wrong pattern.
  it.each(READING_LEVELS)("%s gives example words the engine reads at that level, the level's own pattern among them", (level) => {
    const n = Number(level.slice("level".length)) as Level;
    const { tips, encouragements } = LEVEL_CONTENT[level];
    const examples = exampleWords([...tips, ...encouragements]);
    expect(examples.length).toBeGreaterThanOrEqual(2);
    const levels = Object.fromEntries(examples.map((w) => [w, wordLevel(w)]));
    const above = Object.entries(levels).filter(([, l]) => l === null || l === "beyond" || l > n);
    expect(above, `examples beyond level ${n}`).toEqual([]);
    expect(Object.values(levels)).toContain(n);
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
