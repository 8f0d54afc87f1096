import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateUserInput, PublicUser, StatsResponse, UpdateUserInput } from "../../../schema/users";
import { messageOf, sendJson } from "../../lib/query-client";

export const USERS_KEY = ["/api/admin/users"] as const;
export const STATS_KEY = ["/api/admin/stats"] as const;

export const useUsers = () => useQuery<PublicUser[]>({ queryKey: USERS_KEY, retry: false });
export const useStats = () => useQuery<StatsResponse>({ queryKey: STATS_KEY, retry: false });

async function call(method: string, url: string, body: unknown, fallback: string) {
  const res = await sendJson(method, url, body);
  if (!res.ok) throw new Error(await messageOf(res, fallback));
}

function useAdminMutation<V>(run: (v: V) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: USERS_KEY }), client.invalidateQueries({ queryKey: STATS_KEY })]);
    },
  });
}

export const useCreateUser = () =>
  useAdminMutation((v: CreateUserInput) => call("POST", "/api/admin/users", v, "Failed to create user."));

export const useUpdateUser = () =>
  useAdminMutation(({ id, ...v }: UpdateUserInput & { id: number }) =>
    call("PUT", `/api/admin/users/${id}`, v, "Failed to update user."),
  );

export const useDeleteUser = () =>
  useAdminMutation((id: number) => call("DELETE", `/api/admin/users/${id}`, undefined, "Failed to delete user."));
