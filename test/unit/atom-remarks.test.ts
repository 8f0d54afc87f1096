import { describe, expect, it } from "vitest";
import { atomReply, type AtomContext } from "../../web/features/atom/atom-brain";

const idle: AtomContext = { readingLevel: "", topic: "", isGenerating: false, hasResponse: false };

describe("Atom's remarks agree with what the app can do", () => {
  it("never calls a topic the library lacks a great pairing", () => {
    const reply = atomReply({ ...idle, readingLevel: "level4", topic: "quantum chromodynamics", knownTopic: false });
    expect(reply.message).not.toMatch(/great|pairing/);
    expect(reply.message).toBe('I don\'t know a topic called "quantum chromodynamics" yet. Choose one from the Topic list, or try a broader word.');
    expect(reply.emotion).toBe("encouraging");
  });

  it("still pairs a known topic with the level", () => {
    expect(atomReply({ ...idle, readingLevel: "level4", topic: "magnets", knownTopic: true }).message).toContain("great science pairing");
  });

  it("is not excited after a refused topic or a failed request", () => {
    const refused = atomReply({ ...idle, readingLevel: "level4", topic: "sea glass", knownTopic: true, error: "refused" });
    expect(refused).toMatchObject({ emotion: "encouraging", action: "suggestion" });
    expect(refused.message).toContain("suggested topics");
    const failed = atomReply({ ...idle, readingLevel: "level4", topic: "magnets", knownTopic: true, error: "failed" });
    expect(failed.emotion).toBe("encouraging");
    expect(failed.message).toContain("Try Again");
  });

  it("thinks while generating, even after an earlier error", () => {
    expect(atomReply({ ...idle, readingLevel: "level4", topic: "magnets", isGenerating: true, error: "failed" }).emotion).toBe("thinking");
  });

  it("writes an Intermediate and an Advanced level, a Beginner one", () => {
    expect(atomReply({ ...idle, readingLevel: "level4" }).message).toContain("is set, an Intermediate level.");
    expect(atomReply({ ...idle, readingLevel: "level8" }).message).toContain("is set, an Advanced level.");
    expect(atomReply({ ...idle, readingLevel: "level2" }).message).toContain("is set, a Beginner level.");
  });
});
