import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { users } from "../../schema/tables";
import { api, db, login, signedIn } from "./helpers";

// Property: whatever arrives, every route answers with a status below 500 and, for 4xx, a JSON
// { message } body; afterwards the database holds only whole rows.

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "admin'--",
    "\"; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "\u202Eevil\u202C",
    "zero\u200Bwidth",
    "nul\u0000byte",
    "🦇🦇🦇",
    "x".repeat(5000),
    "level1",
    "rain",
  ),
);
const value = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(nasty, { maxLength: 3 }), fc.dictionary(nasty, nasty, { maxKeys: 3 }));
const shaped = (keys: string[]) => fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });
const body = (keys: string[]) =>
  fc.oneof(
    shaped(keys).map((o) => JSON.stringify(o)),
    fc.json(),
    fc.string(),
    fc.constantFrom("", "{", "null", "[]", '{"__proto__":{"isAdmin":true}}', "{\"username\":\"a\"".repeat(3)),
  );
// Numeric ids start far above the rows this file creates, so a generated DELETE or PUT cannot
// remove or change the accounts the final checks sign in with (generated strings of digits once
// deleted the teacher at FUZZ_SCALE=5); the refusal paths for real ids have their own tests.
const idSegment = fc.oneof(
  fc.integer({ min: 100_000, max: 2 ** 31 }).map(String),
  nasty.filter((s) => !/^\d+$/.test(s)).map(encodeURIComponent),
  fc.constantFrom("-1", "1e3", "0x10", "99999999999999999999", "%00"),
  fc.uuid(),
);

async function expectHandled(res: Response) {
  expect(res.status, await res.clone().text()).toBeLessThan(500);
  if (res.status >= 400) {
    const parsed = (await res.json()) as { message?: unknown };
    expect(typeof parsed.message).toBe("string");
  }
}

const KEYS: Record<string, string[]> = {
  "/api/auth/login": ["username", "password"],
  "/api/admin/users": ["username", "password", "isAdmin"],
  "/api/admin/users/:id": ["username", "isAdmin", "changePassword", "newPassword"],
  "/api/gpt": ["readingLevel", "topic", "additionalContext", "textStructure", "articleId"],
  "/api/passages/:id": ["title"],
  "/api/analyze": ["readingLevel", "text"],
  "/api/profile": ["sequence", "step", "add", "remove", "allowedWords"],
};

describe("every route under generated input", () => {
  // Runs per route at FUZZ_SCALE=1 (about 1,600 in all). `npm test` runs a tenth of that;
  // `npm run fuzz` the deep run (FUZZ_SCALE=5). Sign-in and user creation pay bcrypt (~80 ms)
  // whenever the input is valid, so they get fewer.
  const scale = Number(env.FUZZ_SCALE) > 0 ? Number(env.FUZZ_SCALE) : 0.1;
  const ROUTES: [method: string, path: string, runs: number][] = [
    ["POST", "/api/auth/login", 100],
    ["POST", "/api/admin/users", 100],
    ["PUT", "/api/admin/users/:id", 200],
    ["DELETE", "/api/admin/users/:id", 200],
    ["POST", "/api/gpt", 200],
    ["POST", "/api/analyze", 200],
    ["GET", "/api/admin/users", 100],
    ["PATCH", "/api/auth/user", 100],
    ["GET", "/api/passages/:id", 100],
    ["PATCH", "/api/passages/:id", 100],
    ["DELETE", "/api/passages/:id", 100],
    ["GET", "/api/topics", 20],
    ["PUT", "/api/profile", 200],
    ["GET", "/api/profile", 20],
  ];

  it.each(ROUTES)("%s %s never answers 5xx and leaves only whole rows", { timeout: 600_000 }, async (method, path, runs) => {
    const adminSession = await signedIn({ isAdmin: true });
    const teacher = await signedIn();
    const cookie = fc.constantFrom(undefined, teacher.cookie, adminSession.cookie, "spark_session=garbage");
    const url = path.includes(":id") ? idSegment.map((id) => path.replace(":id", id)) : fc.constant(path);
    const payload = method === "GET" || method === "DELETE" ? fc.constant(undefined) : body(KEYS[path] ?? ["x"]);
    await fc.assert(
      fc.asyncProperty(url, payload, cookie, async (u, text, c) => {
        const res = await api(method, u, { cookie: c, body: text, headers: { "CF-Connecting-IP": "198.18.0.1" } });
        await expectHandled(res);
      }),
      { numRuns: Math.max(5, Math.round(runs * scale)) },
    );
    const rows = await db().select().from(users).all();
    for (const row of rows) {
      expect(row.username.trim()).toBe(row.username);
      expect(row.username.length).toBeGreaterThanOrEqual(3);
      expect(row.password).toMatch(/^\$2b\$10\$/);
    }
    expect(rows.some((r) => r.id === adminSession.user.id && r.isAdmin)).toBe(true);
    expect(await login(teacher.user.username, teacher.user.plainPassword)).toMatch(/^spark_session=/);
  });
});
