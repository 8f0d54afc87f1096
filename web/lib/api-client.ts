import { hc } from "hono/client";
// Declarations that `npm run typecheck` writes from worker/app.ts first (test/run.mjs, in the
// worker's program): the worker's types need the Workers globals, which clash with the DOM's here.
import type { AppType } from "@api/app";

/**
 * The API, typed by its routes (`hc<AppType>`): a changed path, body or answer breaks the build,
 * not the page. Same origin, with the session cookie.
 */
export const api = hc<AppType>("/", { init: { credentials: "include" } }).api;

/** What the typed client's answers have in common; `json()` is typed by the route. */
interface Answer<T> {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
  json(): Promise<T>;
}

/** SPEC.md §8: a failed query becomes an error reading "{status}: {body or statusText}". */
export async function answerOf<T>(res: Answer<T>): Promise<T> {
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return res.json();
}

/** The server's `{message}` from an error body (any text), or the fallback. */
export function messageIn(text: string, fallback: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string" && body.message) return body.message;
  } catch {
    // not JSON: the fallback says it better
  }
  return fallback;
}

/** For mutations: the answer when it is a success, else an error with the server's message. */
export async function mutationAnswer<T>(res: Answer<T>, fallback: string): Promise<T> {
  if (!res.ok) throw new Error(messageIn(await res.text(), fallback));
  return res.json();
}
