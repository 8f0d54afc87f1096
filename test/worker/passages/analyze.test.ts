import { describe, expect, it } from "vitest";
import { api, signedIn } from "../helpers";

type Analysis = {
  level: number;
  compliance_percentage: number;
  violations: { word: string; level: number | "beyond"; reason: string; suggestions: string[] }[];
  tokens: { word: string; status: string; start: number; end: number }[];
  phonics_compliance: Record<string, string[]>;
  high_level_terms: string[];
};

describe("POST /api/analyze", () => {
  it("returns 401 when not signed in", async () => {
    expect((await api("POST", "/api/analyze", { body: { readingLevel: "level1", text: "A cat sat." } })).status).toBe(401);
  });

  it.each([
    [{ text: "A cat sat." }, "Reading level is required"],
    [{ readingLevel: "level1" }, "Text is required"],
    [{ readingLevel: "level1", text: "  " }, "Text is required"],
    [{ readingLevel: "level1", text: "cat ".repeat(3001) }, "Text must be at most 12000 characters"],
    [{ readingLevel: "level1", text: "A cat.", terms: "cat" }, "Terms must be a list of words"],
    [{ readingLevel: "level1", text: "A cat.", terms: ["  "] }, "Each term must be 1-40 characters"],
    [{ readingLevel: "level1", text: "A cat.", terms: Array.from({ length: 9 }, (_, i) => `w${i}`) }, "At most 8 pre-taught terms"],
  ])("returns 400 for %j", async (body, message) => {
    const { cookie } = await signedIn();
    const res = await api("POST", "/api/analyze", { cookie, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it("shows which words break the level, where they are, and why", async () => {
    const { cookie } = await signedIn();
    const text = "The cat sat in the **rain**. It was great fun.";
    const res = await api("POST", "/api/analyze", { cookie, body: { readingLevel: "level1", text } });
    expect(res.status).toBe(200);
    const a = await res.json<Analysis>();
    expect(a.level).toBe(1);
    expect(a.high_level_terms).toEqual(["rain"]);
    expect(a.violations.map((v) => v.word)).toEqual(["great"]);
    expect(a.violations[0]!.reason).toMatch(/ea/);
    const great = a.tokens.find((t) => t.word === "great")!;
    expect(text.slice(great.start, great.end)).toBe("great");
    expect(great.status).toBe("violation");
    expect(a.compliance_percentage).toBe(90); // 9 of 10 word tokens
    expect(a.phonics_compliance.level_1).toEqual(expect.arrayContaining(["cat", "sat", "in", "fun"]));
  });

  it("suggests swaps of the same meaning that decode at the level, from WordNet", async () => {
    const { cookie } = await signedIn();
    const text = "The enormous stone sat in the damp grass.";
    const a = await (await api("POST", "/api/analyze", { cookie, body: { readingLevel: "level4", text } })).json<Analysis>();
    const swaps = Object.fromEntries(a.violations.map((v) => [v.word, v.suggestions]));
    expect(swaps.enormous).toEqual(["big"]);
    expect(swaps.stone).toEqual(["rock"]);
    // At level 1 "rock" (ck) is not decodable yet, so it is not offered.
    const low = await (await api("POST", "/api/analyze", { cookie, body: { readingLevel: "level1", text } })).json<Analysis>();
    expect(low.violations.find((v) => v.word === "stone")!.suggestions).toEqual([]);
  });

  it("counts the teacher's pre-taught terms as compliant, within the engine's limits", async () => {
    const { cookie } = await signedIn();
    const text = "The enormous stone sat in the damp grass, and a big dog ran up to it and sat on it.";
    const body = { readingLevel: "level4", text };
    const before = await (await api("POST", "/api/analyze", { cookie, body })).json<Analysis>();
    const after = await (await api("POST", "/api/analyze", { cookie, body: { ...body, terms: ["enormous", "stone"] } })).json<Analysis>();
    expect(after.high_level_terms).toEqual(["enormous", "stone"]);
    expect(after.violations.map((v) => v.word)).toEqual(before.violations.map((v) => v.word).filter((w) => w !== "enormous" && w !== "stone"));
    expect(after.compliance_percentage).toBeGreaterThan(before.compliance_percentage);
  });
});
