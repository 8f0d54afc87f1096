import type { ReactNode } from "react";

/**
 * A card of the Reference tab. Like ui/card.tsx, but its title is an h3: the cards sit under the
 * tab's own h2 heading, and screen-reader users navigate by heading level.
 */
export function ReferenceCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={idOf(title)} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={idOf(title)} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function idOf(title: string): string {
  return `reference-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}
