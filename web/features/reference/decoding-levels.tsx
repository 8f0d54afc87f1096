import { LEVELS } from "../../../schema/levels";
import { ReferenceCard } from "./reference-card";

/** The eight levels with the patterns each adds; levels are cumulative. */
export function DecodingLevels() {
  return (
    <ReferenceCard title="Decoding Levels">
      <ol className="flex flex-col gap-2" aria-label="Decoding levels, each adding to the ones before">
        {LEVELS.map((l) => (
          <li key={l.id} className="flex items-baseline gap-3 text-sm text-slate-800">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
              {l.number}
            </span>
            <span>{l.patterns}</span>
          </li>
        ))}
      </ol>
    </ReferenceCard>
  );
}
