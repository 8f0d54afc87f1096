import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ensureAdmin } from "../users/bootstrap";

/** Runs the first-run bootstrap (worker/users/bootstrap.ts) before a request; once an isolate has seen a user, a no-op. */
export const firstAdmin = createMiddleware<AppEnv>(async (c, next) => {
  await ensureAdmin(c.var.db, c.env);
  await next();
});
