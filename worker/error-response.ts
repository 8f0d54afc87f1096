import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./context";
import { Conflict, Limited, NotDecodableYet, NotFound, ProviderFailed, Refused, UnknownTopic } from "./domain-errors";
import { HttpError } from "./errors";
import { log } from "./log";
import { StorageUnavailable } from "./storage-guard";

/** The one place errors become answers: a status and `{ message }` (never a stack trace). */
export function errorResponse(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof HttpError) return c.json({ message: err.message }, err.status, err.headers);
  if (err instanceof NotFound) return c.json({ message: err.message }, 404);
  if (err instanceof Conflict) return c.json({ message: err.message }, 409);
  if (err instanceof Refused) return c.json({ message: err.message }, 400);
  if (err instanceof Limited) return c.json({ message: err.message }, 429, { "Retry-After": String(err.retryAfter) });
  if (err instanceof NotDecodableYet) return c.json({ message: err.message }, 422);
  if (err instanceof UnknownTopic) return c.json({ message: err.message, suggestions: err.suggestions }, 422);
  if (err instanceof ProviderFailed) {
    log(c, "error", err);
    return c.json({ message: err.message }, 502);
  }
  if (err instanceof StorageUnavailable) {
    log(c, "error", err);
    return c.json({ message: "The service is temporarily unavailable. Please try again in a moment." }, 503, { "Retry-After": "5" });
  }
  if (err instanceof HTTPException && err.status < 500) return c.json({ message: err.message || "Bad request" }, err.status);
  log(c, "error", err);
  return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
}
