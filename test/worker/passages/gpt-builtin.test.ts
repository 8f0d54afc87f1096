import { describe, expect, it } from "vitest";
import type { GenerationResponse } from "../../../schema/passages";
import { eq } from "drizzle-orm";
import { TEXT_STRUCTURES, type TopicSummary } from "../../../schema/topics";
import { passages } from "../../../schema/tables";
import { TOPICS } from "../../../worker/passages/articles/catalog";
import { phraseWords } from "../../../worker/passages/articles/words";
import { api, db, signedIn } from "../helpers";

// The tests take their topics from the library itself, so they hold as the library grows.
const SOME = { topic: TOPICS.find((t) => t.articles.length >= 2)! };
// A keyword that only one article of the whole library teaches, and that names no topic.
const SUBTOPIC = (() => {
  const count = new Map<string, number>();
  const key = (k: string) => phraseWords(k).join(" ");
  for (const t of TOPICS) for (const a of t.articles) for (const k of a.keywords) count.set(key(k), (count.get(key(k)) ?? 0) + 1);
  const names = new Set(TOPICS.flatMap((t) => [t.name, t.id, ...t.aliases].map(key)));
  for (const topic of TOPICS) {
    for (const article of topic.articles) {
      const keyword = article.keywords.find((k) => count.get(key(k)) === 1 && !names.has(key(k)) && key(k).length > 4);
      if (keyword) return { topic, article, keyword };
    }
  }
  throw new Error("no article teaches a keyword of its own");
})();

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

  it.each([
    [{ readingLevel: "level2", topic: "rain", textStructure: "story" }, "Text structure must be description, sequence, compare-contrast, cause-effect or problem-solution"],
    [{ readingLevel: "level2", topic: "rain", articleId: "../etc" }, "Article id is not valid"],
  ])("returns 400 for %j", async (body, message) => {
    const { cookie } = await signedIn();
    const res = await gpt(cookie, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it("writes a fully compliant article whose numbers come from the engine, and saves it under the answer's id", async () => {
    const { cookie, user } = await signedIn();
    const { topic } = SOME;
    const res = await gpt(cookie, { readingLevel: "level4", topic: topic.name, additionalContext: "" });
    expect(res.status).toBe(200);
    const body = await res.json<GenerationResponse>();
    expect(body.model).toBe("spark-builtin-composer");
    expect(body.structuredData).toMatchObject({ level: 4, topic: topic.name, compliance_percentage: 100 });
    expect(body.structuredData!.content).toBe(body.content);
    expect(body.violations).toEqual([]);
    expect(body.wordLists!.target_single_syllable.length + body.wordLists!.target_multisyllabic.length).toBeGreaterThan(0);
    expect(Object.keys(body.structuredData!.phonics_compliance)).toEqual(
      ["level_1", "level_2", "level_3", "level_4", "level_5", "level_6", "level_7", "level_8"],
    );
    expect(body.structuredData!.phonics_compliance.level_5).toEqual([]);
    const article = topic.articles.find((a) => a.id === body.article?.id)!;
    expect(article, "an article of the topic").toBeDefined();
    expect(body.structuredData!.text_structure).toBe(article.structure);
    expect(body.article).toMatchObject({ topicId: topic.id, topicName: topic.name, structure: article.structure });
    expect(body.article!.structures.sort()).toEqual([...new Set(topic.articles.map((a) => a.structure))].sort());
    expect(body.structuredData!.questions!.length).toBe(article.questions.length);
    expect(body.structuredData!.questions![0]).toMatchObject({ kind: article.questions[0]!.kind, answer: article.questions[0]!.answer });
    expect(body.notes).toEqual([]);
    const saved = await db().select().from(passages).where(eq(passages.id, body.id!));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ userId: user.id, level: 4, topic: topic.name, articleId: article.id, content: body.content, title: body.structuredData!.title });
  });

  it("gives a repeated request another article, and the same topic at another level the same article", async () => {
    const { cookie } = await signedIn();
    const { topic } = SOME;
    const ask = async (readingLevel: string) => (await (await gpt(cookie, { readingLevel, topic: topic.name })).json<GenerationResponse>()).article!.id;
    const first = await ask("level2");
    const atLevel8 = await ask("level8");
    const repeated = await ask("level2");
    expect(atLevel8).toBe(first);
    expect(repeated).not.toBe(first);
  });

  it("writes the same article again at another level when the level buttons name it", async () => {
    const { cookie } = await signedIn();
    const article = SOME.topic.articles.at(-1)!;
    const res = await gpt(cookie, { readingLevel: "level6", topic: SOME.topic.name, articleId: article.id });
    expect((await res.json<GenerationResponse>()).article!.id).toBe(article.id);
  });

  it("honours the requested text structure and names it; a structure the topic lacks is said plainly", async () => {
    const { cookie } = await signedIn();
    const { topic } = SOME;
    for (const article of topic.articles) {
      const res = await gpt(cookie, { readingLevel: "level5", topic: topic.name, textStructure: article.structure });
      const body = await res.json<GenerationResponse>();
      expect(body.structuredData!.text_structure).toBe(article.structure);
      expect(body.notes).toEqual([]);
    }
    const lacking = TEXT_STRUCTURES.find((s) => !topic.articles.some((a) => a.structure === s));
    if (lacking) {
      const body = await (await gpt(cookie, { readingLevel: "level5", topic: topic.name, textStructure: lacking })).json<GenerationResponse>();
      expect(body.notes).toEqual([expect.stringMatching(new RegExp(`^There is no .* article on ${topic.name} yet, so this one is written as `))]);
    }
  });

  it("reaches the right article from a subtopic it teaches", async () => {
    const { cookie } = await signedIn();
    const { topic, article, keyword } = SUBTOPIC;
    const body = await (await gpt(cookie, { readingLevel: "level7", topic: keyword })).json<GenerationResponse>();
    expect(body.article).toMatchObject({ id: article.id, topicId: topic.id });
    expect(body.notes).toEqual([]);
  });

  it("says plainly when the notes ask for what the article does not cover", async () => {
    const { cookie } = await signedIn();
    const body = await (
      await gpt(cookie, { readingLevel: "level3", topic: SOME.topic.name, additionalContext: "make it about a girl named Rosa who bakes zucchini bread" })
    ).json<GenerationResponse>();
    expect(body.notes).toEqual([expect.stringMatching(/^The built-in writer could not follow all of your notes: this passage does not cover .*Rosa/)]);
  });

  it("answers an unknown topic with 422 written for teachers, with related topics to offer", async () => {
    const { cookie } = await signedIn();
    const res = await gpt(cookie, { readingLevel: "level3", topic: "Medieval castles" });
    expect(res.status).toBe(422);
    const body = await res.json<{ message: string; suggestions: string[] }>();
    expect(body.message).toMatch(/^We don't have a passage about "Medieval castles" yet\./);
    expect(body.message).not.toMatch(/PASSAGE_PROVIDER|README|API|setting/i);
    expect(body.suggestions.length).toBeLessThanOrEqual(3);
    for (const s of body.suggestions) expect(TOPICS.map((t) => t.name)).toContain(s);
  });

  it("lists every topic with its category and structures, to anyone", async () => {
    const res = await api("GET", "/api/topics");
    expect(res.status).toBe(200);
    const { topics } = await res.json<{ topics: TopicSummary[] }>();
    expect(topics.map((t) => t.id).sort()).toEqual(TOPICS.map((t) => t.id).sort());
    const listed = topics.find((t) => t.id === SOME.topic.id)!;
    expect(listed).toEqual({
      id: SOME.topic.id,
      name: SOME.topic.name,
      category: SOME.topic.category,
      structures: [...new Set(SOME.topic.articles.map((a) => a.structure))],
    });
  });

  it("counts every attempt in the admin stats, successful or not", async () => {
    const { cookie } = await signedIn();
    const admin = await signedIn({ isAdmin: true });
    const before = await (await api("GET", "/api/admin/stats", { cookie: admin.cookie })).json<Record<string, number>>();
    await gpt(cookie, { readingLevel: "level5", topic: SOME.topic.name });
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
          body: JSON.stringify({ readingLevel: "level2", topic: SOME.topic.name }),
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
