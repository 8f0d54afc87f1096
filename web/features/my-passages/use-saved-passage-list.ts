import { useInfiniteQuery } from "@tanstack/react-query";
import type { SavedPassageList } from "../../../schema/saved-passages";
import { api, answerOf } from "../../lib/api-client";
import { SAVED_PASSAGES_KEY } from "./saved-passages-api";

const PAGE_SIZE = 10;

/** GET /api/passages, newest first, PAGE_SIZE at a time; "Load more" asks for the next cursor. */
export function useSavedPassageList() {
  return useInfiniteQuery({
    queryKey: [...SAVED_PASSAGES_KEY, "list"],
    initialPageParam: null as string | null,
    getNextPageParam: (last: SavedPassageList) => last.nextCursor,
    queryFn: async ({ pageParam }) =>
      answerOf(await api.passages.$get({ query: { limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) } })),
  });
}
