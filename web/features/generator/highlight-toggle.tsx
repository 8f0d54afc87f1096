import { CheckboxField } from "../../ui/checkbox-field";
import { MARKS } from "../check-text/word-marks";

/** Highlight patterns (Reference's best practice): the level's target words, underlined on screen and in print. */
export function HighlightToggle({ on, onChange, level }: { on: boolean; onChange: (on: boolean) => void; level?: number }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <div className="print:hidden">
        <CheckboxField label="Highlight target pattern words" checked={on} onChange={onChange} />
      </div>
      {on && (
        <p className="text-sm text-slate-700" data-testid="highlight-key">
          <span className={MARKS.target.className}>Underlined</span> words practise the {level ? `Level ${level}` : "level's"} pattern.
        </p>
      )}
    </div>
  );
}
