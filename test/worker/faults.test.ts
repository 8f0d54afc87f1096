import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../schema/tables";
import { hashToken } from "../../worker/auth/tokens";
import worker from "../../worker/index";
import { api, createUser, db, ORIGIN, signedIn } from "./helpers";

const broken = (what: string) => () => {
  throw new Error(`${what} is down`);
};
const brokenKv = {
  get: () => Promise.reject(new Error("KV is down")),
  put: () => Promise.reject(new Error("KV is down")),
  delete: () => Promise.reject(new Error("KV is down")),
} as unknown as KVNamespace;

function call(path: string, init: RequestInit, overrides: Partial<Env>) {
  const request = new Request(`${ORIGIN}${path}`, { ...init, headers: { Origin: ORIGIN, "Content-Type": "application/json", ...init.headers } });
  return worker.fetch(request, { ...env, ...overrides }, createExecutionContext());
}

describe("storage faults", () => {
  it("answers 503 with a message when D1 throws", async () => {
    const brokenD1 = { prepare: broken("D1"), batch: broken("D1") } as unknown as D1Database;
    const res = await call("/api/auth/login", { method: "POST", body: JSON.stringify({ username: "x-user", password: "x-pass" }) }, { DB: brokenD1 });
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("5");
    expect(await res.json()).toEqual({ message: "The service is temporarily unavailable. Please try again in a moment." });
  });

  it("answers 503 when KV throws at sign-in and leaves no half-made session", async () => {
    const user = await createUser();
    const before = (await db().select().from(sessions).all()).length;
    const res = await call(
      "/api/auth/login",
      { method: "POST", body: JSON.stringify({ username: user.username, password: user.plainPassword }) },
      { SESSIONS: brokenKv },
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect((await db().select().from(sessions).all()).length).toBe(before);
  });

  it("answers 503 when KV throws while reading a session", async () => {
    const { cookie } = await signedIn();
    const res = await call("/api/auth/user", { headers: { Cookie: cookie } }, { SESSIONS: brokenKv });
    expect(res.status).toBe(503);
  });
});

describe("revocation that does not trust KV", () => {
  it("rejects a session whose KV copy outlived a password change", async () => {
    const { user, cookie } = await signedIn();
    const sid = await hashToken(cookie.split("=")[1]!);
    const kvCopy = (await env.SESSIONS.get(sid))!;
    // The password changes a moment later; then the lagging copies come back.
    await db().update(users).set({ sessionsValidAfter: Math.floor(Date.now() / 1000) + 1 }).where(eq(users.id, user.id));
    await env.SESSIONS.put(sid, kvCopy);
    expect((await api("GET", "/api/auth/user", { cookie })).status).toBe(401);
  });
});
