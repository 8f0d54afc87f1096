import { describe, expect, it } from "vitest";
import { analyzePassage } from "../../../worker/phonics/analyze-passage";
import { matchTopic } from "../../../worker/passages/composer/topic-match";
import { parseWishes, WORD_RANGES } from "../../../worker/passages/composer/wishes";
import { writeFromLibrary } from "../../../worker/passages/composer/write";
import { TOPICS } from "../../../worker/passages/library/index";
import type { TopicContent } from "../../../worker/passages/library/types";

const rain = TOPICS.find((t) => t.id === "rain")!;
const plain = (content: string) => content.replace(/\*\*/g, "");

describe("matchTopic", () => {
  const lib: TopicContent[] = [
    { id: "frogs-and-toads", name: "Frogs & Toads", aliases: ["amphibians", "tadpoles"], titles: [], terms: [], sections: [] },
    { id: "space", name: "Space", aliases: ["outer space", "planets", "solar system"], titles: [], terms: [], sections: [] },
    { id: "sports", name: "The Science of Sports", aliases: ["soccer", "running"], titles: [], terms: [], sections: [] },
    { id: "volcanoes", name: "Volcanoes", aliases: ["lava"], titles: [], terms: [], sections: [] },
  ];
  it.each([
    ["Frogs & Toads", "frogs-and-toads"],
    ["frogs and toads", "frogs-and-toads"],
    ["toads", "frogs-and-toads"],
    ["a frog", "frogs-and-toads"],
    ["Outer Space", "space"],
    ["the planets", "space"],
    ["soccer", "sports"],
    ["Sports!", "sports"],
    ["volcano", "volcanoes"],
    ["how lava flows", "volcanoes"],
    ["vulcanoes", "volcanoes"],
  ])("matches %j to %s", (typed, id) => {
    expect(matchTopic(typed, lib).topic?.id).toBe(id);
  });

  it("names the three closest topics when nothing matches", () => {
    const m = matchTopic("sport cars", [lib[0]!, lib[1]!, lib[3]!]);
    expect(m.topic).toBeNull();
    expect("suggestions" in m && m.suggestions).toHaveLength(3);
  });
});

describe("parseWishes", () => {
  it.each([
    ["", { length: "normal" }],
    ["Make it shorter please", { length: "short" }],
    ["a longer passage with more detail", { length: "long" }],
    ["Focus on lava and ash", { length: "normal", focus: "lava" }],
    ["Use the name Maya.", { length: "normal", name: "Maya" }],
    ["short, for a student named Omar", { length: "short", name: "Omar" }],
  ])("reads %j", (context, wishes) => {
    expect(parseWishes(context)).toEqual(wishes);
  });
});

describe("writeFromLibrary", () => {
  it("writes the same passage for the same seed and a different one for another seed", () => {
    const a = writeFromLibrary(rain, 4, { length: "normal" }, 1);
    expect(writeFromLibrary(rain, 4, { length: "normal" }, 1).content).toBe(a.content);
    const others = [2, 3, 4].map((s) => writeFromLibrary(rain, 4, { length: "normal" }, s).content);
    expect(others.some((c) => c !== a.content)).toBe(true);
  });

  it.each(["short", "long"] as const)("honours a %s passage", (length) => {
    const c = writeFromLibrary(rain, 6, { length }, 7);
    const a = analyzePassage(c.content, 6, c.terms);
    const [min, max] = WORD_RANGES[length];
    expect(a.word_count).toBeGreaterThanOrEqual(min);
    expect(a.word_count).toBeLessThanOrEqual(max);
    expect(a.compliance_percentage).toBe(100);
  });

  it("dwells on a focus word", () => {
    const focus = "cactus";
    const hits = [1, 2, 3, 4, 5].filter((s) => plain(writeFromLibrary(rain, 1, { length: "normal", focus }, s).content).includes(focus));
    expect(hits.length).toBeGreaterThanOrEqual(4);
  });

  it.each([1, 4, 8] as const)("greets a student by name at level %i and stays compliant", (level) => {
    const c = writeFromLibrary(rain, level, { length: "normal", name: "Maya" }, 11);
    expect(plain(c.content).startsWith("Maya")).toBe(true);
    expect(analyzePassage(c.content, level, c.terms).compliance_percentage).toBe(100);
  });
});
