import { QueryClient } from "@tanstack/react-query";
import { messageIn } from "./api-client";

// The typed client (./api-client.ts) is how the SPA calls the API; these two helpers remain for
// the calls that still use fetch directly.

/** SPEC.md §8: a failed response becomes an error reading "{status}: {body or statusText}". */
export async function throwIfNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** The server's `{message}` from an error answer, or the fallback. */
export async function messageOf(res: Response, fallback: string): Promise<string> {
  return messageIn(await res.text().catch(() => ""), fallback);
}

/** A JSON call for mutations: returns the response, whatever its status. */
export function sendJson(method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// SPEC.md §9: cached data never goes stale; no refetch on focus, no polling, no retries. Each
// query names its own queryFn, a call of the typed client.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
