import { describe, expect, it } from "vitest";
import type { GenerationResponse } from "../../../schema/passages";
import { api, signedIn } from "../helpers";

const gpt = (cookie: string, body: unknown) => api("POST", "/api/gpt", { cookie, body });

describe("POST /api/gpt with the built-in composer", () => {
  it("returns 401 when not signed in", async () => {
    const res = await api("POST", "/api/gpt", { body: { readingLevel: "level1", topic: "rain" } });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ topic: "rain" }, "Reading level is required"],
    [{ readingLevel: "level9", topic: "rain" }, "Reading level is required"],
    [{ readingLevel: "level2" }, "Topic is required"],
    [{ readingLevel: "level2", topic: "   " }, "Topic is required"],
    [{ readingLevel: "level2", topic: "x".repeat(101) }, "Topic must be at most 100 characters"],
    [{ readingLevel: "level2", topic: "rain", additionalContext: "x".repeat(1001) }, "Additional context must be at most 1000 characters"],
    [{ readingLevel: "level2", topic: "rain", additionalContext: 5 }, "Additional context must be text"],
  ])("returns 400 for %j", async (body, message) => {
    const { cookie } = await signedIn();
    const res = await gpt(cookie, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it("writes a fully compliant passage whose numbers come from the engine", async () => {
    const { cookie } = await signedIn();
    const res = await gpt(cookie, { readingLevel: "level4", topic: "Rain", additionalContext: "" });
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.model).toBe("spark-builtin-composer");
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.structuredData).toMatchObject({ level: 4, topic: "Rain", compliance_percentage: 100 });
    expect(body.structuredData!.content).toBe(body.content);
    expect(body.violations).toEqual([]);
    expect(body.wordLists!.target_single_syllable.length + body.wordLists!.target_multisyllabic.length).toBeGreaterThan(0);
    expect(Object.keys(body.structuredData!.phonics_compliance)).toEqual(
      ["level_1", "level_2", "level_3", "level_4", "level_5", "level_6", "level_7", "level_8"],
    );
    expect(body.structuredData!.phonics_compliance.level_5).toEqual([]);
  });

  it("answers an unknown topic with 422 naming the closest topics and how to enable an AI provider", async () => {
    const { cookie } = await signedIn();
    const res = await gpt(cookie, { readingLevel: "level3", topic: "Medieval castles" });
    expect(res.status).toBe(422);
    const { message } = await res.json<{ message: string }>();
    expect(message).toMatch(/^The built-in writer has no material on "Medieval castles"\. Closest topics it knows: [^,]+, [^,]+, [^,.]+\./);
    expect(message).toContain("PASSAGE_PROVIDER");
  });

  it.each([
    ["Rainn", "Rain"],
    ["rainfall", "Rain"],
  ])("matches the topic %s to the library's %s", async (typed, name) => {
    const { cookie } = await signedIn();
    const res = await gpt(cookie, { readingLevel: "level3", topic: typed });
    expect(res.status).toBe(200);
    expect((await res.json<GenerationResponse>()).rawResponse).toMatchObject({ topic: name.toLowerCase() });
  });

  it("counts every attempt in the admin stats, successful or not", async () => {
    const { cookie } = await signedIn();
    const admin = await signedIn({ isAdmin: true });
    const before = await (await api("GET", "/api/admin/stats", { cookie: admin.cookie })).json<Record<string, number>>();
    await gpt(cookie, { readingLevel: "level5", topic: "rain" });
    await gpt(cookie, { readingLevel: "level5", topic: "quantum chromodynamics" });
    const after = await (await api("GET", "/api/admin/stats", { cookie: admin.cookie })).json<Record<string, number>>();
    expect(after.totalApiCalls).toBe(before.totalApiCalls! + 2);
    expect(after.successfulApiCalls).toBe(before.successfulApiCalls! + 1);
  });
});

describe("POST /api/gpt rate limit", () => {
  it("answers 429 with Retry-After past the per-user limit, and other users are unaffected", async () => {
    const { createExecutionContext, env } = await import("cloudflare:test");
    const { default: worker } = await import("../../../worker/index");
    const first = await signedIn();
    const second = await signedIn();
    const post = (cookie: string) =>
      worker.fetch(
        new Request("http://localhost/api/gpt", {
          method: "POST",
          headers: { Origin: "http://localhost", "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify({ readingLevel: "level2", topic: "rain" }),
        }),
        { ...env, GENERATION_RATE_LIMIT: "2" },
        createExecutionContext(),
      );
    expect((await post(first.cookie)).status).toBe(200);
    expect((await post(first.cookie)).status).toBe(200);
    const limited = await post(first.cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ message: "You are making passages very quickly. Please wait a minute and try again." });
    expect((await post(second.cookie)).status).toBe(200);
  });
});
