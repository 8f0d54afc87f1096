import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../context";
import { guardKv } from "../storage-guard";
import { createSession, deleteSession, type SessionSettings } from "./sessions";

// The session cookie: issuing a fresh token at sign-in, ending it at sign-out.

export const SESSION_COOKIE = "spark_session";

export function sessionSettings(c: Context<AppEnv>): SessionSettings {
  return { kv: guardKv(c.env.SESSIONS), db: c.var.db, absoluteSeconds: Number(c.env.SESSION_TTL_SECONDS) };
}

// Secure cookies are dropped only for plain-http local development (wrangler dev on 127.0.0.1).
const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

/** Signs `userId` in with a brand-new token, retiring the session the request came with. */
export async function issueSession(c: Context<AppEnv>, userId: number) {
  const settings = sessionSettings(c);
  if (c.var.sessionId) await deleteSession(settings, c.var.sessionId);
  const session = await createSession(settings, userId);
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: "Lax",
    path: "/",
    expires: new Date(session.expire * 1000),
  });
}

/** Ends the request's session (D1 and KV) and clears the cookie. */
export async function endSession(c: Context<AppEnv>) {
  if (c.var.sessionId) await deleteSession(sessionSettings(c), c.var.sessionId);
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c) });
}
