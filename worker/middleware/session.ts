import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { HttpError } from "../errors";
import { readSession } from "../auth/sessions";
import { SESSION_COOKIE, sessionSettings } from "../auth/session-cookie";
import { findUserById } from "../users/users";
import type { Context } from "hono";

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
