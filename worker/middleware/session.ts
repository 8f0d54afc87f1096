import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { HttpError } from "../errors";
import { createSession, deleteSession, readSession, type SessionSettings } from "../auth/sessions";
import { findUserById } from "../users/users";
import type { Context } from "hono";
import { guardKv } from "../storage-guard";

export const SESSION_COOKIE = "spark_session";

export function sessionSettings(c: Context<AppEnv>): SessionSettings {
  return { kv: guardKv(c.env.SESSIONS), db: c.var.db, absoluteSeconds: Number(c.env.SESSION_TTL_SECONDS) };
}

/**
 * Puts the signed-in user on the context. The user row is read from D1 on every request, so a
 * deleted or demoted user loses access at once even while a KV copy of the session lingers.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  c.set("sessionId", null);
  const token = getCookie(c, SESSION_COOKIE);
  if (token && token.length <= 100) {
    const session = await readSession(sessionSettings(c), token);
    if (session) {
      const user = await findUserById(c.var.db, session.userId);
      // A password change or demotion voids older sessions even if KV still has a copy.
      if (user && session.createdAt >= user.sessionsValidAfter) {
        c.set("user", user);
        c.set("sessionId", session.sid);
      }
    }
  }
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new HttpError(401, "Not authenticated");
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new HttpError(401, "Not authenticated");
  if (!c.var.user.isAdmin) throw new HttpError(403, "Administrator access required");
  await next();
});

/** The signed-in user, for handlers behind requireUser/requireAdmin. */
export function currentUser(c: Context<AppEnv>) {
  const user = c.var.user;
  if (!user) throw new HttpError(401, "Not authenticated");
  return user;
}

// Secure cookies are dropped only for plain-http local development (wrangler dev on 127.0.0.1).
export const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

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
