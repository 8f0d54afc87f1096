import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileAnswer } from "../../../schema/profile";
import type { Profile } from "../../../schema/reader";
import { answerOf, api, mutationAnswer } from "../../lib/api-client";
import { useAuth } from "../auth/auth-context";

// Types only from schema/reader.ts: the generator on the first page uses these hooks, and the
// schema's zod must stay out of the first page's JavaScript.

export const PATTERNS_KEY = ["/api/patterns"] as const;
export const SEQUENCES_KEY = ["/api/sequences"] as const;
export const PROFILE_KEY = ["/api/profile"] as const;

export const SAVE_FAILED = "Failed to save settings.";

/** Fixed per deploy: fetched once, never refetched. */
export const usePatterns = () => useQuery({ queryKey: PATTERNS_KEY, queryFn: async () => answerOf(await api.patterns.$get()) });
export const useSequences = (enabled = true) => useQuery({ queryKey: SEQUENCES_KEY, queryFn: async () => answerOf(await api.sequences.$get()), enabled });

/** The signed-in teacher's reader (logout clears every cached query, this one included). */
export function useProfile() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async (): Promise<ProfileAnswer> => answerOf(await api.profile.$get()),
    enabled: isAuthenticated,
  });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (json: Profile): Promise<ProfileAnswer> => mutationAnswer(await api.profile.$put({ json }), SAVE_FAILED),
    onSuccess: (answer) => client.setQueryData(PROFILE_KEY, answer),
  });
}
