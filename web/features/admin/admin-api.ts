import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateUserInput, UpdateUserInput } from "../../../schema/users";
import { answerOf, api, messageIn, mutationAnswer } from "../../lib/api-client";

export const USERS_KEY = ["/api/admin/users"] as const;
export const STATS_KEY = ["/api/admin/stats"] as const;

export const useUsers = () => useQuery({ queryKey: USERS_KEY, queryFn: async () => answerOf(await api.admin.users.$get()), retry: false });
export const useStats = () => useQuery({ queryKey: STATS_KEY, queryFn: async () => answerOf(await api.admin.stats.$get()), retry: false });

function useAdminMutation<V>(run: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: USERS_KEY }), client.invalidateQueries({ queryKey: STATS_KEY })]);
    },
  });
}

export const useCreateUser = () =>
  useAdminMutation(async (json: CreateUserInput) => mutationAnswer(await api.admin.users.$post({ json }), "Failed to create user."));

export const useUpdateUser = () =>
  useAdminMutation(async ({ id, ...json }: UpdateUserInput & { id: number }) =>
    mutationAnswer(await api.admin.users[":id"].$put({ param: { id: String(id) }, json }), "Failed to update user."),
  );

export const useDeleteUser = () =>
  useAdminMutation(async (id: number) => {
    const res = await api.admin.users[":id"].$delete({ param: { id: String(id) } });
    if (!res.ok) throw new Error(messageIn(await res.text(), "Failed to delete user."));
  });
