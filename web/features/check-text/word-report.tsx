import { TERMS_MAX } from "../../../schema/passage-limits";
import { Button } from "../../ui/button";
import type { Analysis } from "./analyze-api";
import { MARKS } from "./word-marks";

/** The marks as lists: what breaks the level (with swaps), the pre-taught terms, heart and target words. */
export function WordReport({ analysis, terms, onAddTerm, onRemoveTerm, busy }: {
  analysis: Analysis;
  terms: string[];
  onAddTerm: (word: string) => void;
  onRemoveTerm: (word: string) => void;
  busy: boolean;
}) {
  const full = terms.length >= TERMS_MAX;
  const targets = [...analysis.target_words.single_syllable, ...analysis.target_words.multisyllabic];
  return (
    <div className="flex flex-col gap-4 text-sm text-slate-800">
      <section aria-labelledby="check-violations">
        <h3 id="check-violations" className="font-semibold text-slate-900">
          {MARKS.violation.symbol} {MARKS.violation.label} (Level {analysis.level})
        </h3>
        {analysis.violations.length === 0 ? (
          <p>None: every word fits the level.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-2">
            {analysis.violations.map((v) => (
              <li key={v.word} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="violation">
                <span>
                  <strong>{v.word}</strong>: {v.reason}.{" "}
                  {v.suggestions.length ? <>Swap for: <strong data-testid="swaps">{v.suggestions.join(", ")}</strong></> : "No decodable swap found."}
                </span>
                <Button variant="secondary" className="px-2 py-1" disabled={full || busy} onClick={() => onAddTerm(v.word)}>
                  Mark as pre-taught<span className="sr-only">: {v.word}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="check-terms">
        <h3 id="check-terms" className="font-semibold text-slate-900">
          {MARKS.term.label}s ({terms.length} of {TERMS_MAX})
        </h3>
        {terms.length === 0 ? (
          <p>None yet. Mark a word you will teach before reading, and it counts as allowed.</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {terms.map((t) => (
              <li key={t}>
                <Button variant="secondary" className="px-2 py-1" disabled={busy} onClick={() => onRemoveTerm(t)} aria-label={`Remove ${t} from the pre-taught terms`}>
                  <strong>{t}</strong> ×
                </Button>
              </li>
            ))}
          </ul>
        )}
        {full && <p className="mt-1">That is the most: {TERMS_MAX} pre-taught terms.</p>}
      </section>
      <section aria-labelledby="check-heart">
        <h3 id="check-heart" className="font-semibold text-slate-900">{MARKS.heart.symbol} {MARKS.heart.label}s</h3>
        <p>{analysis.heart_words.length ? analysis.heart_words.join(", ") : "None"}</p>
      </section>
      <section aria-labelledby="check-target">
        <h3 id="check-target" className="font-semibold text-slate-900">{MARKS.target.label} words</h3>
        <p>{targets.length ? targets.join(", ") : "None"}</p>
      </section>
    </div>
  );
}
