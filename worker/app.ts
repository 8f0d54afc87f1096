import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { API_SECURITY_HEADERS } from "./security-headers";
import type { AppEnv } from "./context";
import { createDb } from "./db";
import { errorResponse } from "./error-response";
import { HttpError } from "./errors";
import { allowedMethods } from "./method-not-allowed";
import { guardD1 } from "./storage-guard";
import { requestId } from "./middleware/request-id";
import { sameOrigin } from "./middleware/same-origin";
import { loadSession } from "./middleware/session";
import { firstAdmin } from "./middleware/first-admin";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { passageRoutes } from "./routes/passages";
import { profileRoutes, readerCatalogRoutes } from "./routes/profile";
import { sampleRoutes } from "./routes/samples";
import { savedPassageRoutes } from "./routes/saved-passages";

export const MAX_BODY_BYTES = 16 * 1024;

export const app = new Hono<AppEnv>()
  .basePath("/api")
  .use(requestId)
  .use(secureHeaders(API_SECURITY_HEADERS))
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
    c.set("db", createDb(guardD1(c.env.DB)));
    await next();
  })
  .use(firstAdmin)
  .use(loadSession)
  .route("/auth", authRoutes)
  .route("/admin", adminRoutes)
  .route("/samples", sampleRoutes)
  .route("/passages", savedPassageRoutes)
  .route("/profile", profileRoutes)
  .route("/", readerCatalogRoutes)
  .route("/", passageRoutes);

app.notFound((c) => {
  const allowed = allowedMethods(app.routes, c.req.path);
  if (allowed.length > 0) return c.json({ message: `Method ${c.req.method} is not allowed here` }, 405, { Allow: allowed.join(", ") });
  return c.json({ message: "Not found" }, 404);
});

app.onError(errorResponse);

/** The API's routes and payload types, for the SPA's typed client (`hc<AppType>`). */
export type AppType = typeof app;
