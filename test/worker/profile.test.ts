import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ProfileAnswer } from "../../schema/profile";
import { ALLOWED_WORDS_MAX, PATTERN_CHANGES_MAX, READER_MESSAGES, type PatternInfo, type SequenceInfo } from "../../schema/reader";
import { profiles } from "../../schema/tables";
import { PATTERNS } from "../../worker/phonics/patterns";
import { SEQUENCES } from "../../worker/phonics/sequences";
import { loadProfile } from "../../worker/profiles/profiles";
import { api, db, signedIn } from "./helpers";

const DEFAULT = { sequence: "spark", step: 1, add: [], remove: [], allowedWords: [] };
const GOOD = { sequence: "spark", step: 3, add: ["blend-s"], remove: ["digraph-wh"], allowedWords: ["Maya"] };

async function put(cookie: string, body: unknown) {
  return api("PUT", "/api/profile", { cookie, body });
}

/** One teacher for the tests that are refused and change nothing (a sign-in costs a bcrypt hash). */
let refusedTeacher: ReturnType<typeof signedIn> | undefined;
const teacherForRefusals = () => (refusedTeacher ??= signedIn());

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message });
}

describe("GET /api/patterns and /api/sequences", () => {
  it("lists every pattern of the engine, to anyone, cacheable", async () => {
    const res = await api("GET", "/api/patterns");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const patterns = await res.json<PatternInfo[]>();
    expect(patterns.map((p) => p.id)).toEqual(PATTERNS.map((p) => p.id));
    expect(patterns.find((p) => p.id === "digraph-sh")).toEqual({ id: "digraph-sh", name: "digraph sh", examples: ["ship", "fish", "dish"], level: 2 });
    // Unchanged since the browser's copy: 304 without a body.
    const again = await api("GET", "/api/patterns", { headers: { "If-None-Match": res.headers.get("ETag")! } });
    expect(again.status).toBe(304);
  });

  it("lists every sequence with its steps; a step's level is the highest level among the patterns taught so far", async () => {
    const res = await api("GET", "/api/sequences");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(res.headers.get("ETag")).toBeTruthy();
    const sequences = await res.json<SequenceInfo[]>();
    expect(sequences.map((s) => s.id)).toEqual(SEQUENCES.map((s) => s.id));
    expect(sequences[0]!.id).toBe("spark");

    // Our own sequence: step N is level N and adds exactly level N's patterns.
    const spark = sequences[0]!;
    expect(spark.steps.map((s) => s.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(spark.steps[1]).toMatchObject({ step: 2, name: "Level 2: CVC with digraphs", adds: PATTERNS.filter((p) => p.level === 2).map((p) => p.id) });
    expect(spark.steps.every((s) => Array.isArray(s.heartWords))).toBe(true);

    const levelOf = new Map(PATTERNS.map((p) => [p.id, p.level as number]));
    for (const sequence of sequences) {
      const source = SEQUENCES.find((s) => s.id === sequence.id)!;
      expect(sequence.steps.map((s) => s.step)).toEqual(source.steps.map((_, i) => i + 1));
      let taught: string[] = [];
      sequence.steps.forEach((step, i) => {
        expect(step.adds).toEqual([...source.steps[i]!.adds]);
        expect(step.heartWords).toEqual([...source.steps[i]!.heartWords]);
        taught = [...taught, ...step.adds];
        expect(step.level, `${sequence.id} step ${step.step}`).toBe(Math.max(1, ...taught.map((id) => levelOf.get(id)!)));
      });
    }
  });
});

describe("GET and PUT /api/profile", () => {
  it("refuses visitors who are not signed in", async () => {
    for (const res of [await api("GET", "/api/profile"), await put("", GOOD)]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Not authenticated" });
    }
  });

  it("answers the default reader, not saved, until the teacher saves one", async () => {
    const { cookie } = await signedIn();
    const res = await api("GET", "/api/profile", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ profile: DEFAULT, saved: false });
  });

  it("saves the reader and reads it back; saving again replaces it", async () => {
    const { cookie, user } = await signedIn();
    const saved = await put(cookie, GOOD);
    expect(saved.status).toBe(200);
    const expected = GOOD;
    expect(await saved.json()).toEqual({ profile: expected, saved: true });
    expect(await (await api("GET", "/api/profile", { cookie })).json()).toEqual({ profile: expected, saved: true });
    expect(await loadProfile(db(), user.id)).toEqual(expected);

    const changed = { sequence: "spark", step: 6, add: [], remove: [], allowedWords: [] };
    expect((await put(cookie, changed)).status).toBe(200);
    expect(await (await api("GET", "/api/profile", { cookie })).json()).toEqual({ profile: changed, saved: true });
    expect(await db().select().from(profiles).where(eq(profiles.userId, user.id)).all()).toHaveLength(1);
  });

  it("fills in absent lists and normalises allowed words: trimmed, straight apostrophes, the case as typed, once each whatever the case", async () => {
    const { cookie } = await signedIn();
    const res = await put(cookie, { sequence: "spark", step: 2, allowedWords: ["  Maya ", "maya", "O’Neil", "o'neil", "Jean-Luc", "rosa", "ROSA"] });
    expect(res.status).toBe(200);
    const { profile } = await res.json<ProfileAnswer>();
    const expected = { sequence: "spark", step: 2, add: [], remove: [], allowedWords: ["Maya", "O'Neil", "Jean-Luc", "rosa"] };
    expect(profile).toEqual(expected);
    expect(await (await api("GET", "/api/profile", { cookie })).json()).toEqual({ profile: expected, saved: true });
  });

  it("compares the saved allowed words in lower case when judging a text", async () => {
    const { cookie } = await signedIn();
    expect((await put(cookie, { sequence: "spark", step: 1, allowedWords: ["Rosa", "ZEKE"] })).status).toBe(200);
    const res = await api("POST", "/api/analyze", { cookie, body: { readingLevel: "level1", text: "Rosa and rosa met zeke and Zeke." } });
    expect(res.status).toBe(200);
    const analysis = await res.json<{ tokens: { text: string; status: string }[] }>();
    const status = (text: string) => analysis.tokens.filter((t) => t.text === text).map((t) => t.status);
    for (const word of ["Rosa", "rosa", "zeke", "Zeke"]) expect(status(word), word).toEqual(["allowed"]);
  });

  it("keeps each pattern once; one both switched on and off is off", async () => {
    const { cookie } = await signedIn();
    const res = await put(cookie, { ...GOOD, add: ["blend-s", "blend-s", "vce-a"], remove: ["vce-a", "digraph-wh", "digraph-wh"] });
    expect((await res.json<ProfileAnswer>()).profile).toMatchObject({ add: ["blend-s"], remove: ["vce-a", "digraph-wh"] });
  });

  it.each([
    ["a missing sequence", { ...GOOD, sequence: undefined }, READER_MESSAGES.sequenceInvalid],
    ["a sequence that is not a string", { ...GOOD, sequence: 3 }, READER_MESSAGES.sequenceInvalid],
    ["a sequence id with other characters", { ...GOOD, sequence: "Spark Levels!" }, READER_MESSAGES.sequenceInvalid],
    ["a missing step", { ...GOOD, step: undefined }, READER_MESSAGES.stepInvalid],
    ["a step as text", { ...GOOD, step: "3" }, READER_MESSAGES.stepInvalid],
    ["a fractional step", { ...GOOD, step: 2.5 }, READER_MESSAGES.stepInvalid],
    ["step 0", { ...GOOD, step: 0 }, READER_MESSAGES.stepInvalid],
    ["patterns switched on not as a list", { ...GOOD, add: "blend-s" }, READER_MESSAGES.patternsInvalid],
    ["a pattern id with other characters", { ...GOOD, add: ["Blend S"] }, READER_MESSAGES.patternsInvalid],
    ["a pattern switched off that is not a string", { ...GOOD, remove: [7] }, READER_MESSAGES.patternsInvalid],
    ["too many pattern changes", { ...GOOD, remove: Array.from({ length: PATTERN_CHANGES_MAX + 1 }, (_, i) => `p${i}`) }, READER_MESSAGES.patternsMax],
    ["allowed words not as a list", { ...GOOD, allowedWords: "Maya" }, READER_MESSAGES.wordsInvalid],
    ["an allowed word of two words", { ...GOOD, allowedWords: ["Maya Lee"] }, READER_MESSAGES.wordsInvalid],
    ["an allowed word with a digit", { ...GOOD, allowedWords: ["r2d2"] }, READER_MESSAGES.wordsInvalid],
    ["an empty allowed word", { ...GOOD, allowedWords: ["  "] }, READER_MESSAGES.wordsInvalid],
    ["too many allowed words", { ...GOOD, allowedWords: Array.from({ length: ALLOWED_WORDS_MAX + 1 }, (_, i) => `w${"a".repeat(i % 30)}`) }, READER_MESSAGES.wordsMax],
  ])("refuses %s with its message", async (_, body, message) => {
    const { cookie } = await teacherForRefusals();
    await expectRefused(await put(cookie, body), message);
    expect(await (await api("GET", "/api/profile", { cookie })).json()).toEqual({ profile: DEFAULT, saved: false });
  });

  it("refuses a field it does not know, and a body that is not JSON", async () => {
    const { cookie } = await teacherForRefusals();
    const extra = await put(cookie, { ...GOOD, level: 3 });
    expect(extra.status).toBe(400);
    expect(typeof (await extra.json<{ message: string }>()).message).toBe("string");
    const broken = await put(cookie, "{not json");
    expect(broken.status).toBe(400);
    expect(typeof (await broken.json<{ message: string }>()).message).toBe("string");
  });

  it("refuses a sequence, step or pattern the engine does not know", async () => {
    const { cookie } = await teacherForRefusals();
    await expectRefused(await put(cookie, { ...GOOD, sequence: "no-such-sequence" }), 'Unknown sequence "no-such-sequence"');
    await expectRefused(await put(cookie, { ...GOOD, step: 9 }), "Step must be a whole number from 1 to 8 in Spark Decodables levels 1-8");
    await expectRefused(await put(cookie, { ...GOOD, add: ["blend-s", "no-such-pattern"] }), 'Unknown pattern "no-such-pattern"');
    await expectRefused(await put(cookie, { ...GOOD, remove: ["no-such-pattern"] }), 'Unknown pattern "no-such-pattern"');
    expect(await (await api("GET", "/api/profile", { cookie })).json()).toEqual({ profile: DEFAULT, saved: false });
  });

  it("refuses a save from another site, like every state-changing route", async () => {
    const { cookie } = await signedIn();
    const crossSite: Record<string, string>[] = [{ Origin: "https://evil.example" }, { Origin: "", "Sec-Fetch-Site": "cross-site" }];
    for (const headers of crossSite) {
      const res = await api("PUT", "/api/profile", { cookie, body: GOOD, headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "Cross-site request refused" });
    }
    expect(await (await api("GET", "/api/profile", { cookie })).json()).toEqual({ profile: DEFAULT, saved: false });
    // The SPA's own fetch, which may say only Sec-Fetch-Site, is accepted.
    expect((await api("PUT", "/api/profile", { cookie, body: GOOD, headers: { Origin: "", "Sec-Fetch-Site": "same-origin" } })).status).toBe(200);
  });

  it("keeps each teacher's reader their own, administrators' too", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const admin = await signedIn({ isAdmin: true });
    expect((await put(a.cookie, GOOD)).status).toBe(200);
    for (const other of [b, admin]) {
      expect(await (await api("GET", "/api/profile", { cookie: other.cookie })).json()).toEqual({ profile: DEFAULT, saved: false });
    }
    expect((await put(b.cookie, { ...GOOD, step: 7 })).status).toBe(200);
    expect((await (await api("GET", "/api/profile", { cookie: a.cookie })).json<ProfileAnswer>()).profile.step).toBe(3);
    expect(await loadProfile(db(), admin.user.id)).toBeNull();
  });

  it("deletes the reader with its teacher", async () => {
    const teacher = await signedIn();
    const admin = await signedIn({ isAdmin: true });
    expect((await put(teacher.cookie, GOOD)).status).toBe(200);
    expect((await api("DELETE", `/api/admin/users/${teacher.user.id}`, { cookie: admin.cookie })).status).toBe(204);
    expect(await db().select().from(profiles).where(eq(profiles.userId, teacher.user.id)).all()).toEqual([]);
    expect(await loadProfile(db(), teacher.user.id)).toBeNull();
  });

  it("reads a reader saved before the sequences changed as one the engine accepts", async () => {
    const { user } = await signedIn();
    const old = { sequence: "spark", step: 12, add: ["blend-s", "gone-pattern"], remove: ["gone-too"], allowedWords: ["maya"] };
    await db().insert(profiles).values({ userId: user.id, ...old, updatedAt: Date.now() });
    expect(await loadProfile(db(), user.id)).toEqual({ sequence: "spark", step: 8, add: ["blend-s"], remove: [], allowedWords: ["maya"] });
    await db().update(profiles).set({ sequence: "retired-sequence" }).where(eq(profiles.userId, user.id));
    expect(await loadProfile(db(), user.id)).toEqual(DEFAULT);
  });
});
