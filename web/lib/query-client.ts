import { QueryClient } from "@tanstack/react-query";

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
