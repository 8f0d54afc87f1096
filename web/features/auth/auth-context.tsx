import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { PublicUser } from "../../../schema/users";
import { answerOf, api, messageIn } from "../../lib/api-client";
import { queryClient } from "../../lib/query-client";

/** The server answered and refused the sign-in (as opposed to the network failing). */
export class LoginRefused extends Error {}

interface AuthState {
  user: PublicUser | null;
  isLoading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  login: (username: string, password: string) => Promise<PublicUser>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** SPEC.md §4: the sign-in session, checked against the server on load so a reload keeps it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<PublicUser | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.auth.user
      .$get()
      .then(async (res) => {
        const me = await answerOf(res);
        if (live) setUser(me);
      })
      .catch((e: unknown) => console.error("Auth check failed", e))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const login = useCallback(async (username: string, password: string) => {
    setLoading(true);
    setError(null);
    try {
      const res = await api.auth.login.$post({ json: { username, password } });
      if (!res.ok) throw new LoginRefused(messageIn(await res.text(), "Login failed"));
      const { user: me } = await res.json();
      setUser(me);
      return me;
    } catch (e) {
      setError(e instanceof Error ? e.message : "Login failed");
      throw e;
    } finally {
      setLoading(false);
    }
  }, []);

  const logout = useCallback(async () => {
    setLoading(true);
    try {
      const res = await api.auth.logout.$post();
      if (!res.ok) throw new Error(messageIn(await res.text(), "Logout failed"));
      setUser(null);
      queryClient.clear();
    } catch (e) {
      setError(e instanceof Error ? e.message : "Logout failed");
    } finally {
      setLoading(false);
    }
  }, []);

  const value = useMemo(
    () => ({ user, isLoading, error, isAuthenticated: user !== null, login, logout }),
    [user, isLoading, error, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside AuthProvider");
  return ctx;
}
