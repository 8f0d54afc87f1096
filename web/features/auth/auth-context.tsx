import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { LoginResponse, PublicUser } from "../../../schema/users";
import { messageOf, queryClient, sendJson } from "../../lib/query-client";

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
    fetch("/api/auth/user", { credentials: "include" })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${res.status}`);
        const me = (await res.json()) as PublicUser;
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
      const res = await sendJson("POST", "/api/auth/login", { username, password });
      if (!res.ok) throw new LoginRefused(await messageOf(res, "Login failed"));
      const { user: me } = (await res.json()) as LoginResponse;
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
      const res = await sendJson("POST", "/api/auth/logout");
      if (!res.ok) throw new Error(await messageOf(res, "Logout failed"));
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
