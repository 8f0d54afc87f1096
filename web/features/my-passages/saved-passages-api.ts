import type { SavedPassage } from "../../../schema/saved-passages";
import { api, answerOf, mutationAnswer } from "../../lib/api-client";
import { queryClient } from "../../lib/query-client";

// The calls the generator needs from the first page (restore, refresh); the list's hook lives with
// the lazily loaded tab, so the infinite-query code stays out of the first download.

/** Every My Passages query starts with this key, so one invalidation refreshes the whole list. */
export const SAVED_PASSAGES_KEY = ["/api/passages"] as const;
export const refreshSavedPassages = () => queryClient.invalidateQueries({ queryKey: SAVED_PASSAGES_KEY });

/** GET /api/passages/:id: the whole passage, analysed again by today's engine. */
export async function fetchSavedPassage(id: string): Promise<SavedPassage> {
  return answerOf(await api.passages[":id"].$get({ param: { id } }));
}

/** PATCH /api/passages/:id {title}; a refusal carries the server's message. */
export async function renameSavedPassage({ id, title }: { id: string; title: string }): Promise<SavedPassage> {
  return mutationAnswer(await api.passages[":id"].$patch({ param: { id }, json: { title } }), "Failed to rename passage.");
}

/** DELETE /api/passages/:id (204). */
export async function deleteSavedPassage(id: string): Promise<void> {
  const res = await api.passages[":id"].$delete({ param: { id } });
  if (!res.ok) await mutationAnswer(res, "Failed to delete passage.");
}
