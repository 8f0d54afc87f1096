import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./context";
import { createDb } from "./db";
import { HttpError } from "./errors";
import { requestId } from "./middleware/request-id";
import { sameOrigin } from "./middleware/same-origin";
import { loadSession } from "./middleware/session";
import { ensureAdmin } from "./users/bootstrap";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";

export const MAX_BODY_BYTES = 16 * 1024;

export const app = new Hono<AppEnv>()
  .basePath("/api")
  .use(requestId)
  .use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, "Request body is too large (16 KiB at most)");
      },
    }),
  )
  .use(sameOrigin)
  .use(async (c, next) => {
    const db = createDb(c.env.DB);
    c.set("db", db);
    await ensureAdmin(db, c.env);
    await next();
  })
  .use(loadSession)
  .route("/auth", authRoutes)
  .route("/admin", adminRoutes);

app.notFound((c) => c.json({ message: "Not found" }, 404));

app.onError((err, c) => {
  if (err instanceof HttpError) return c.json({ message: err.message }, err.status, err.headers);
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ message: err.message || "Bad request" }, err.status);
  }
  console.error(
    JSON.stringify({
      level: "error",
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
    }),
  );
  return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
});

export type AppType = typeof app;
