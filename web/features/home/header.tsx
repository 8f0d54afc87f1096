import { useState } from "react";
import { Button } from "../../ui/button";
import { Logo } from "../../ui/logo";
import { useAuth } from "../auth/auth-context";
import { LoginDialog } from "../auth/login-dialog";

export function Header() {
  const { user, logout, isLoading } = useAuth();
  const [loginOpen, setLoginOpen] = useState(false);

  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo />
        {user ? (
          <div className="flex items-center gap-3">
            <p className="text-sm text-slate-700">
              Welcome, <span className="font-semibold">{user.username}</span>
            </p>
            <Button variant="secondary" onClick={() => void logout()} disabled={isLoading}>
              Logout
            </Button>
          </div>
        ) : (
          <Button onClick={() => setLoginOpen(true)}>Login</Button>
        )}
      </div>
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
    </header>
  );
}
