import { createMiddleware } from "hono/factory";
import { HttpError } from "../errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for a same-origin app: a state-changing request must say it comes from our own
 * origin, through `Origin` or the browser's `Sec-Fetch-Site`. Browsers send one of them on every
 * fetch() POST, so our SPA always passes and a form on another site never does.
 */
export const sameOrigin = createMiddleware(async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const origin = c.req.header("Origin");
    const site = c.req.header("Sec-Fetch-Site");
    const ours = new URL(c.req.url).origin;
    const allowed = origin ? origin === ours : site === "same-origin";
    if (!allowed) throw new HttpError(403, "Cross-site request refused");
  }
  await next();
});
