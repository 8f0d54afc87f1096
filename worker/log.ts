import type { Context } from "hono";
import type { AppEnv } from "./context";

/** One structured JSON line per event, carrying the request id that the client also received. */
export function log(c: Context<AppEnv>, level: "info" | "warn" | "error", err: unknown, extra: Record<string, unknown> = {}) {
  const line = JSON.stringify({
    level,
    requestId: c.var.requestId,
    method: c.req.method,
    path: c.req.path,
    error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
    ...extra,
  });
  if (level === "error") console.error(line);
  else console.log(line);
}
