import { Hono, type Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { loginSchema } from "../../schema/users";
import type { AppEnv } from "../context";
import { HttpError } from "../errors";
import { verifyPassword } from "../auth/passwords";
import { admitLoginAttempt, loginSucceeded } from "../auth/login-limits";
import { createSession, deleteSession } from "../auth/sessions";
import { validate } from "../middleware/validate";
import { currentUser, requireUser, SESSION_COOKIE, sessionSettings } from "../middleware/session";
import { findUserByName, toPublicUser } from "../users/users";

// Secure cookies are dropped only for plain-http local development (wrangler dev on 127.0.0.1).
const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

export const authRoutes = new Hono<AppEnv>()
  .get("/user", requireUser, (c) => c.json(toPublicUser(currentUser(c)), 200))
  .post("/login", validate("json", loginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const client = c.req.header("CF-Connecting-IP") ?? "unknown";
    await admitLoginAttempt(c.var.db, username, client);
    const user = await findUserByName(c.var.db, username);
    if (!(await verifyPassword(password, user?.password)) || !user) {
      throw new HttpError(401, "Invalid username or password");
    }
    await loginSucceeded(c.var.db, username, client);
    const settings = sessionSettings(c);
    // A fresh token at every sign-in: a session id planted before login is never promoted.
    if (c.var.sessionId) await deleteSession(settings, c.var.sessionId);
    const session = await createSession(settings, user.id);
    setCookie(c, SESSION_COOKIE, session.token, {
      httpOnly: true,
      secure: isHttps(c),
      sameSite: "Lax",
      path: "/",
      expires: new Date(session.expire * 1000),
    });
    return c.json({ user: toPublicUser(user) }, 200);
  })
  .post("/logout", async (c) => {
    if (c.var.sessionId) await deleteSession(sessionSettings(c), c.var.sessionId);
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c) });
    return c.json({ message: "Signed out" }, 200);
  });
