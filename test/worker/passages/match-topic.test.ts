import { describe, expect, it } from "vitest";
import { matchTopic } from "../../../worker/passages/articles/match-topic";

const found = (typed: string) => {
  const m = matchTopic(typed);
  return m.kind === "found" ? [m.topic.id, m.article?.id ?? null] : ["unknown", null];
};

describe("matchTopic: what a teacher types reaches the right topic and article", () => {
  it.each([
    ["Volcanoes", "volcanoes"],
    ["volcanos", "volcanoes"],
    ["toads", "frogs-and-toads"],
    ["the water cycle", "water-cycle"],
    ["thunder and lightning", "storms"],
    ["Newton's laws of motion", "forces-and-motion"],
    ["heat", "heat"],
    ["the sun", "the-sun"],
    ["sharks", "sharks"],
  ])("%s -> %s", (typed, id) => {
    expect(found(typed)[0]).toBe(id);
  });

  it.each([
    ["evaporation", "water-cycle"],
    ["moon phases", "the-moon"],
    ["echolocation", "bats"],
    ["tadpoles", "frogs-and-toads"],
    ["plate boundaries", "plate-tectonics"],
  ])("the subtopic %s reaches an article of %s that teaches it", (typed, id) => {
    const [topic, article] = found(typed);
    expect(topic).toBe(id);
    expect(article).not.toBeNull();
  });

  it("refuses a topic it has nothing on, offering at most three topics it has", () => {
    const m = matchTopic("Medieval castles");
    expect(m.kind).toBe("unknown");
    if (m.kind === "unknown") expect(m.suggestions.length).toBeLessThanOrEqual(3);
  });
});
