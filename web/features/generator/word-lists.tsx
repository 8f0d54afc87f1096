import type { Violation, WordLists as Lists } from "../../../schema/passages";

const LISTS: [keyof Lists, string][] = [
  ["content", "Content Words"],
  ["heart", "Heart Words"],
  ["target_single_syllable", "Target Words (single-syllable)"],
  ["target_multisyllabic", "Target Words (multisyllabic)"],
];

export function WordLists({ lists }: { lists: Lists }) {
  return (
    <section aria-label="Word lists" data-print="teacher" className="grid gap-3 sm:grid-cols-2">
      {LISTS.map(([key, name]) => (
        <div key={key}>
          <h4 className="text-sm font-semibold text-slate-900">{name}</h4>
          <p className="text-sm text-slate-700">{lists[key].length ? lists[key].join(", ") : "None"}</p>
        </div>
      ))}
    </section>
  );
}

export function Violations({ violations }: { violations: Violation[] }) {
  if (violations.length === 0) return null;
  return (
    <section aria-label="Words above the level" data-print="teacher" className="rounded-lg border border-amber-600 bg-amber-50 p-4">
      <h4 className="text-sm font-semibold text-slate-900">Words above the level</h4>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {violations.map((v) => (
          <li key={v.word}>
            <strong>{v.word}</strong> ({v.level === "beyond" ? "beyond level 8" : `level ${v.level}`}): {v.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
