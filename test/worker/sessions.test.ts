import { createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../schema/tables";
import worker from "../../worker/index";
import { createSession, readSession, type SessionSettings } from "../../worker/auth/sessions";
import { hashToken } from "../../worker/auth/tokens";
import { api, createUser, db, signedIn } from "./helpers";

const settings = (now?: () => number): SessionSettings => ({
  kv: env.SESSIONS,
  db: db(),
  absoluteSeconds: 7 * 24 * 3600,
  now,
});
const tokenOf = (cookie: string) => cookie.split("=")[1]!;

describe("session storage", () => {
  it("stores only the SHA-256 of the token, in D1 and in KV", async () => {
    const { cookie } = await signedIn();
    const token = tokenOf(cookie);
    const sid = await hashToken(token);
    expect(await db().select().from(sessions).where(eq(sessions.sid, sid)).get()).toBeTruthy();
    expect(await env.SESSIONS.get(sid)).toBeTruthy();
    expect(await db().select().from(sessions).where(eq(sessions.sid, token)).get()).toBeUndefined();
    expect(await env.SESSIONS.get(token)).toBeNull();
  });

  it("falls back to D1 when KV has lost the session, and refills KV", async () => {
    const { cookie } = await signedIn();
    const sid = await hashToken(tokenOf(cookie));
    await env.SESSIONS.delete(sid);
    expect((await api("GET", "/api/auth/user", { cookie })).status).toBe(200);
    expect(await env.SESSIONS.get(sid)).toBeTruthy();
  });

  it("refuses a session past its expiry", async () => {
    const user = await createUser();
    const start = 1_800_000_000;
    const created = await createSession(settings(() => start), user.id);
    expect(await readSession(settings(() => start + 60), created.token)).toMatchObject({ userId: user.id });
    expect(await readSession(settings(() => start + 8 * 24 * 3600), created.token)).toBeNull();
  });

  it("expires an idle session after two days but slides it forward on use", async () => {
    const user = await createUser();
    const start = 1_800_000_000;
    const created = await createSession(settings(() => start), user.id);
    const day = 24 * 3600;
    expect(await readSession(settings(() => start + 1.5 * day), created.token)).not.toBeNull();
    expect(await readSession(settings(() => start + 3 * day), created.token)).not.toBeNull();
    expect(await readSession(settings(() => start + 5.5 * day), created.token)).toBeNull();
  });
});

describe("scheduled cleanup", () => {
  it("removes expired sessions and keeps live ones", async () => {
    const user = await createUser();
    const past = Math.floor(Date.now() / 1000) - 30 * 24 * 3600;
    const old = await createSession(settings(() => past), user.id);
    const { cookie } = await signedIn();
    const live = await hashToken(tokenOf(cookie));

    await worker.scheduled(createScheduledController({ cron: "17 * * * *" }), env);

    expect(await db().select().from(sessions).where(eq(sessions.sid, old.sid)).get()).toBeUndefined();
    expect(await db().select().from(sessions).where(eq(sessions.sid, live)).get()).toBeTruthy();
  });
});
