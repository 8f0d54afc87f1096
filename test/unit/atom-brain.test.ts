import { describe, expect, it } from "vitest";
import { READING_LEVELS } from "../../schema/levels";
import { GENERAL_TIPS, LEVEL_CONTENT } from "../../web/features/atom/atom-content";
import { atomReply, helpText, randomTip, readingLevelName, type AtomContext } from "../../web/features/atom/atom-brain";

const idle: AtomContext = { readingLevel: "", topic: "", isGenerating: false, hasResponse: false };
const first = () => 0;

describe("atomReply", () => {
  it("thinks while a passage is being generated, whatever else is set", () => {
    const reply = atomReply({ readingLevel: "level3", topic: "frogs", isGenerating: true, hasResponse: true }, first);
    expect(reply.emotion).toBe("thinking");
    expect(reply.message).toContain("frogs");
    expect(reply.message).toContain("Level 3 (With suffixes)");
    expect(reply.followUp).toBe(`While you wait: ${LEVEL_CONTENT.level3.tips[0]}`);
  });

  it("celebrates a passage generated with a level and a topic", () => {
    const reply = atomReply({ readingLevel: "level7", topic: "volcanoes", isGenerating: false, hasResponse: true });
    expect(reply).toMatchObject({ emotion: "celebrating", action: "celebration" });
    expect(reply.message).toBe('Your Advanced passage about "volcanoes" is ready!');
  });

  it("is excited when both a level and a topic are chosen", () => {
    const reply = atomReply({ ...idle, readingLevel: "level4", topic: "rain" });
    expect(reply).toMatchObject({ emotion: "excited", action: "suggestion" });
    expect(reply.message).toContain("Intermediate");
    expect(reply.message).toContain("nature pairing");
  });

  it("does not celebrate a passage unless both a level and a topic are set", () => {
    expect(atomReply({ ...idle, readingLevel: "level4", hasResponse: true }).emotion).toBe("encouraging");
    expect(atomReply({ ...idle, hasResponse: true }).emotion).toBe("helpful");
  });

  it("encourages when only the level is chosen, with one of its encouragements", () => {
    const reply = atomReply({ ...idle, readingLevel: "level5" }, () => 0.99);
    expect(reply).toMatchObject({ emotion: "encouraging", action: "encouragement" });
    expect(reply.followUp).toBe(LEVEL_CONTENT.level5.encouragements[2]);
  });

  it("encourages when only the topic is chosen, naming its category", () => {
    const reply = atomReply({ ...idle, topic: "Ancient Egypt" });
    expect(reply.emotion).toBe("encouraging");
    expect(reply.message).toContain("history topic");
  });

  it("welcomes when nothing is chosen, and treats a blank topic or unknown level as nothing", () => {
    const welcome = atomReply(idle);
    expect(welcome.emotion).toBe("helpful");
    expect(welcome.message).toContain("I'm Atom");
    expect(atomReply({ ...idle, readingLevel: "level9", topic: "   " })).toEqual(welcome);
  });

  it("shortens a very long topic", () => {
    const reply = atomReply({ ...idle, readingLevel: "level1", topic: "x".repeat(200) });
    expect(reply.message).toContain(`"${"x".repeat(39)}…"`);
  });
});

describe("readingLevelName", () => {
  it("names levels 1-3 Beginner, 4-6 Intermediate and 7-8 Advanced", () => {
    expect(READING_LEVELS.map(readingLevelName)).toEqual([
      "Beginner", "Beginner", "Beginner", "Intermediate", "Intermediate", "Intermediate", "Advanced", "Advanced",
    ]);
  });

  it("has no name without a valid level", () => {
    expect(readingLevelName("")).toBeNull();
    expect(readingLevelName("level0")).toBeNull();
  });
});

describe("randomTip", () => {
  it("picks from the chosen level's tips by the injected random number", () => {
    expect(randomTip("level2", () => 0).message).toBe(LEVEL_CONTENT.level2.tips[0]);
    expect(randomTip("level2", () => 0.5).message).toBe(LEVEL_CONTENT.level2.tips[1]);
    expect(randomTip("level2", () => 0.999).message).toBe(LEVEL_CONTENT.level2.tips[2]);
  });

  it("is the same for the same random numbers", () => {
    const seq = () => [0.1, 0.7, 0.4].map((r) => randomTip("level6", () => r).message);
    expect(seq()).toEqual(seq());
  });

  it("stays in range even if random returns 1", () => {
    expect(randomTip("level8", () => 1).message).toBe(LEVEL_CONTENT.level8.tips[2]);
  });

  it("gives a general tip when no level is chosen", () => {
    const reply = randomTip("", () => 0);
    expect(reply).toMatchObject({ message: GENERAL_TIPS[0], emotion: "helpful", action: "tip" });
  });
});

describe("helpText", () => {
  it("lists what Atom can do, including Tip and reopening", () => {
    const reply = helpText();
    expect(reply.emotion).toBe("helpful");
    expect(reply.message).toContain("Tip");
    expect(reply.message.split("\n").filter((l) => l.startsWith("• ")).length).toBeGreaterThanOrEqual(3);
    expect(reply.message).toMatch(/reopen/i);
  });
});
