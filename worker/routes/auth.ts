import { Hono } from "hono";
import { loginSchema } from "../../schema/users";
import type { AppEnv } from "../context";
import { HttpError } from "../errors";
import { verifyPassword } from "../auth/passwords";
import { admitLoginAttempt, loginSucceeded } from "../auth/login-limits";
import { validate } from "../middleware/validate";
import { endSession, issueSession } from "../auth/session-cookie";
import { currentUser, requireUser } from "../middleware/session";
import { findUserByName, toPublicUser } from "../users/users";

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
    // A fresh token at every sign-in: a session id planted before login is never promoted.
    await issueSession(c, user.id);
    return c.json({ user: toPublicUser(user) }, 200);
  })
  .post("/logout", async (c) => {
    await endSession(c);
    return c.json({ message: "Signed out" }, 200);
  });
