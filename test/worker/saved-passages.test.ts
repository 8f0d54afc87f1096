import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GenerationResponse } from "../../schema/passages";
import type { SavedPassage, SavedPassageList } from "../../schema/saved-passages";
import { passages } from "../../schema/tables";
import { TOPICS } from "../../worker/passages/articles/catalog";
import { api, db, signedIn } from "./helpers";

const TOPIC = TOPICS[0]!.name;

async function generate(cookie: string, readingLevel = "level4") {
  const res = await api("POST", "/api/gpt", { cookie, body: { readingLevel, topic: TOPIC } });
  expect(res.status).toBe(200);
  return res.json<GenerationResponse & { id: string }>();
}

/** Saved rows made directly, `n` of them one millisecond apart (oldest first). */
async function seed(userId: number, n: number) {
  const base = Date.now() - n;
  const rows = Array.from({ length: n }, (_, i) => ({
    id: crypto.randomUUID(),
    userId,
    level: 1,
    topic: `topic ${i}`,
    context: "",
    title: `Passage ${i}`,
    content: "A cat sat.",
    writer: "test",
    details: { terms: [] },
    createdAt: base + i,
    updatedAt: base + i,
  }));
  // D1 takes at most 100 bound values a query: 8 rows of 11.
  for (let i = 0; i < rows.length; i += 8) await db().insert(passages).values(rows.slice(i, i + 8));
  return rows;
}

describe("My Passages", () => {
  it("saves every generation, lists it newest first, opens it with a fresh analysis, renames and deletes it", async () => {
    const { cookie } = await signedIn();
    const first = await generate(cookie, "level2");
    const second = await generate(cookie, "level6");
    const list = await (await api("GET", "/api/passages", { cookie })).json<SavedPassageList>();
    expect(list.passages.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(list.passages[0]).toEqual({
      id: second.id,
      title: second.structuredData!.title,
      level: 6,
      topic: TOPIC,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list.nextCursor).toBeNull();

    const opened = await (await api("GET", `/api/passages/${first.id}`, { cookie })).json<SavedPassage>();
    expect(opened).toMatchObject({
      id: first.id,
      content: first.content,
      structuredData: { ...first.structuredData },
      wordLists: first.wordLists,
      article: first.article,
      request: { readingLevel: "level2", topic: TOPIC, additionalContext: "" },
    });

    const renamed = await api("PATCH", `/api/passages/${first.id}`, { cookie, body: { title: "  Our science text  " } });
    expect(renamed.status).toBe(200);
    expect((await renamed.json<SavedPassage>()).structuredData!.title).toBe("Our science text");

    expect((await api("DELETE", `/api/passages/${first.id}`, { cookie })).status).toBe(204);
    expect((await api("GET", `/api/passages/${first.id}`, { cookie })).status).toBe(404);
    const after = await (await api("GET", "/api/passages", { cookie })).json<SavedPassageList>();
    expect(after.passages.map((p) => p.id)).toEqual([second.id]);
  });

  it("keeps each teacher's passages their own: another teacher or an administrator gets 404", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ isAdmin: true });
    const { id } = await generate(owner.cookie);
    for (const cookie of [other.cookie, admin.cookie]) {
      for (const [method, body] of [["GET"], ["PATCH", { title: "Mine now" }], ["DELETE"]] as const) {
        const res = await api(method, `/api/passages/${id}`, { cookie, body });
        expect(res.status, method).toBe(404);
        expect(await res.json()).toEqual({ message: "Passage not found" });
      }
      const list = await (await api("GET", "/api/passages", { cookie })).json<SavedPassageList>();
      expect(list.passages.map((p) => p.id)).not.toContain(id);
    }
    expect((await api("GET", `/api/passages/${id}`, { cookie: owner.cookie })).status).toBe(200);
  });

  it("pages through many passages with a cursor, newest first, none twice", async () => {
    const { cookie, user } = await signedIn();
    const rows = await seed(user.id, 45);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=20&cursor=${cursor}` : "?limit=20";
      const page: SavedPassageList = await (await api("GET", `/api/passages${query}`, { cookie })).json<SavedPassageList>();
      expect(page.passages.length).toBeLessThanOrEqual(20);
      seen.push(...page.passages.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(rows.map((r) => r.id).reverse());
  });

  it("deletes a user's passages with the user", async () => {
    const admin = await signedIn({ isAdmin: true });
    const { cookie, user } = await signedIn();
    await generate(cookie);
    expect(await db().select().from(passages).where(eq(passages.userId, user.id))).toHaveLength(1);
    expect((await api("DELETE", `/api/admin/users/${user.id}`, { cookie: admin.cookie })).status).toBe(204);
    expect(await db().select().from(passages).where(eq(passages.userId, user.id))).toHaveLength(0);
  });

  it.each([
    ["GET", "/api/passages/not-a-uuid", undefined, "Passage id is not valid"],
    ["GET", "/api/passages?limit=0", undefined, "limit must be a whole number from 1 to 50"],
    ["GET", "/api/passages?limit=51", undefined, "limit must be a whole number from 1 to 50"],
    ["GET", "/api/passages?limit=ten", undefined, "limit must be a whole number from 1 to 50"],
    ["GET", "/api/passages?cursor=abc", undefined, "cursor is not valid"],
    ["PATCH", `/api/passages/${crypto.randomUUID()}`, { title: "   " }, "Title is required"],
    ["PATCH", `/api/passages/${crypto.randomUUID()}`, { title: "x".repeat(121) }, "Title must be at most 120 characters"],
    ["PATCH", `/api/passages/${crypto.randomUUID()}`, { name: "x" }, "Title is required"],
    ["DELETE", "/api/passages/1", undefined, "Passage id is not valid"],
  ])("%s %s answers 400 with a message", async (method, path, body, message) => {
    const { cookie } = await signedIn();
    const res = await api(method, path, { cookie, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it("answers 401 when not signed in", async () => {
    expect((await api("GET", "/api/passages")).status).toBe(401);
  });
});
