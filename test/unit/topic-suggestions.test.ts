import { describe, expect, it } from "vitest";
import type { TopicSummary } from "../../schema/topics";
import { matchTopics, structureLabels } from "../../web/features/topics/topics-api";

const topic = (name: string): TopicSummary => ({ id: name.toLowerCase().replace(/\W+/g, "-"), name, category: "Earth's surface", structures: ["sequence"] });
const names = (topics: TopicSummary[]) => topics.map((t) => t.name);
const library = ["Saltwater Fish", "The Water Cycle", "Waterfalls", "Volcanoes", "Plants"].map(topic);

describe("matchTopics", () => {
  it("offers every topic, in the library's order, when nothing is typed", () => {
    expect(names(matchTopics(library, "  "))).toEqual(names(library));
  });

  it("puts names that start with the text first, then names with a word that does, then the rest", () => {
    expect(names(matchTopics(library, "water"))).toEqual(["Waterfalls", "The Water Cycle", "Saltwater Fish"]);
  });

  it("ignores case and the spaces around what was typed", () => {
    expect(names(matchTopics(library, "  VOLC "))).toEqual(["Volcanoes"]);
  });

  it("finds nothing for text no name contains", () => {
    expect(matchTopics(library, "ant colonies")).toEqual([]);
  });
});

describe("structureLabels", () => {
  it("names the structures by label, in the order of TEXT_STRUCTURES whatever order they came in", () => {
    expect(structureLabels(["problem-solution", "description", "compare-contrast"])).toBe("Description, Compare & Contrast, Problem & Solution");
  });
});
