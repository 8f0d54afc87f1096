import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

const ToastContext = createContext<(t: Toast) => void>(() => {});
const SHOW_MS = 5000;

/**
 * SPEC.md §9: at most one toast at once; a new one replaces the old. Toasts appear at the top
 * centre, where the header has empty room: not over its Logout button, nor over Atom's corner.
 * The live region is a child of <body>, outside the app's root: an open Headless UI dialog makes
 * that root inert and aria-hidden, and a login refusal must still be heard while its dialog is open.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback((t: Toast) => setToast({ ...t, key: Date.now() }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), SHOW_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const destructive = toast?.variant === "destructive";
  return (
    <ToastContext.Provider value={show}>
      {children}
      {createPortal(
        <div className="pointer-events-none fixed top-0 left-1/2 z-[100] flex w-full max-w-[420px] -translate-x-1/2 flex-col p-4" aria-live="polite">
          {toast && (
            <div
              key={toast.key}
              role={destructive ? "alert" : "status"}
              data-testid="toast"
              className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
                destructive ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
              }`}
            >
              <div className="flex-1">
                <p className="font-semibold">{toast.title}</p>
                {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
              </div>
              <button
                type="button"
                onClick={() => setToast(null)}
                className={`rounded px-1 text-lg leading-none opacity-80 hover:opacity-100 ${destructive ? "focus-visible:outline-white" : ""}`}
                aria-label="Close notification"
              >
                ×
              </button>
            </div>
          )}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
