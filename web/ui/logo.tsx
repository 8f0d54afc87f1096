import { PRODUCT_NAME } from "../lib/product";

export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="h-9 w-9" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#c2410c" />
        <path d="M18 3 8 18h7l-2 11 11-16h-7z" fill="#fde68a" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
    </span>
  );
}
