import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/** Every response names its request, so a teacher's report can be matched to one log line. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = crypto.randomUUID();
  c.set("requestId", id);
  c.header("X-Request-Id", id);
  await next();
});
