import type { SavedPassage } from "../../../schema/saved-passages";
import { messageOf, queryClient, sendJson, throwIfNotOk } from "../../lib/query-client";

// The calls the generator needs from the first page (restore, refresh); the list's hook lives with
// the lazily loaded tab, so the infinite-query code stays out of the first download.

/** Every My Passages query starts with this key, so one invalidation refreshes the whole list. */
export const SAVED_PASSAGES_KEY = ["/api/passages"] as const;
export const refreshSavedPassages = () => queryClient.invalidateQueries({ queryKey: SAVED_PASSAGES_KEY });

/** GET /api/passages/:id: the whole passage, analysed again by today's engine. */
export async function fetchSavedPassage(id: string): Promise<SavedPassage> {
  const res = await fetch(`/api/passages/${encodeURIComponent(id)}`, { credentials: "include" });
  await throwIfNotOk(res);
  return (await res.json()) as SavedPassage;
}

/** PATCH /api/passages/:id {title}; a refusal carries the server's message. */
export async function renameSavedPassage({ id, title }: { id: string; title: string }): Promise<SavedPassage> {
  const res = await sendJson("PATCH", `/api/passages/${encodeURIComponent(id)}`, { title });
  if (!res.ok) throw new Error(await messageOf(res, "Failed to rename passage."));
  return (await res.json()) as SavedPassage;
}

/** DELETE /api/passages/:id (204). */
export async function deleteSavedPassage(id: string): Promise<void> {
  const res = await sendJson("DELETE", `/api/passages/${encodeURIComponent(id)}`);
  if (!res.ok) throw new Error(await messageOf(res, "Failed to delete passage."));
}
