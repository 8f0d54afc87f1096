import { useEffect, useState } from "react";

export const DOTS_INTERVAL_MS = 500;

/** SPEC.md §2: 'Sparking creativity' with dots that change every 500 ms. */
export function LoadingView() {
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setDots((d) => (d % 3) + 1), DOTS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16 text-center" role="status">
      <svg viewBox="0 0 32 32" className="h-12 w-12 motion-safe:animate-pulse" aria-hidden="true">
        <path d="M18 3 8 18h7l-2 11 11-16h-7z" fill="#c2410c" />
      </svg>
      <p className="text-lg font-semibold text-slate-900">
        {/* The dots are hidden from screen readers: each change would re-read the whole status. */}
        Sparking creativity<span data-testid="loading-dots" aria-hidden="true" className="inline-block w-6 text-left">{".".repeat(dots)}</span>
      </p>
      <p className="text-sm text-slate-600">Our AI is crafting your personalized reading passage</p>
    </div>
  );
}
