import type { ButtonHTMLAttributes } from "react";

const variants = {
  // Disabled buttons stay at 4.5:1 or more: their labels carry news ("Login Required", "Processing...").
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-500",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-500",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-500",
  ghost: "text-slate-700 hover:bg-slate-100",
} as const;

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof variants }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
