import { useId, type ReactNode } from "react";
import type { Analysis } from "./analyze-api";
import { markOf, markReason, MARKS } from "./word-marks";

/**
 * The checked text with each word marked by what it is. Marked words take keyboard focus and show
 * their reason on hover and on focus; words of an earlier level stay plain (the list below names
 * them), so a long text does not become hundreds of tab stops. Text renders as text, never HTML.
 */
export function MarkedText({ text, analysis }: { text: string; analysis: Analysis }) {
  const id = useId();
  const targets = new Set([...analysis.target_words.single_syllable, ...analysis.target_words.multisyllabic]);
  const reasons = new Map(analysis.violations.map((v) => [v.word, v.reason]));
  const pieces: ReactNode[] = [];
  let at = 0;
  analysis.tokens.forEach((token, i) => {
    if (token.start > at) pieces.push(text.slice(at, token.start));
    at = token.end;
    const kind = markOf(token, targets);
    const mark = MARKS[kind];
    if (kind === "earlier") {
      pieces.push(token.text);
      return;
    }
    const tip = `${id}-${i}`;
    pieces.push(
      <span key={i} tabIndex={0} aria-describedby={tip} data-mark={kind} className={`group relative rounded-sm focus:outline-2 focus:outline-brand-600 ${mark.className}`}>
        {mark.symbol && <sup aria-hidden="true" className="mr-0.5 text-xs no-underline">{mark.symbol}</sup>}
        {token.text}
        <span
          role="tooltip"
          id={tip}
          className="pointer-events-none invisible absolute bottom-full left-0 z-30 mb-1 w-max max-w-[16rem] rounded-md bg-slate-900 px-2 py-1 text-xs font-normal whitespace-normal text-white no-underline shadow group-hover:visible group-focus:visible"
        >
          {markReason(token, kind, analysis.level, reasons.get(token.word))}
        </span>
      </span>,
    );
  });
  pieces.push(text.slice(at));
  return (
    <div className="rounded-lg border border-slate-200 p-4 text-lg leading-loose whitespace-pre-wrap text-slate-900" aria-label="Checked text" role="region">
      {pieces}
    </div>
  );
}

/** The key to the marks, with each one's look, for the eye and in words. */
export function MarkLegend() {
  return (
    <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
      {(["target", "earlier", "heart", "allowed", "term", "violation"] as const).map((kind) => (
        <li key={kind}>
          <span className={MARKS[kind].className}>
            {MARKS[kind].symbol && <sup aria-hidden="true">{MARKS[kind].symbol}</sup>}
            word
          </span>{" "}
          {MARKS[kind].label}
        </li>
      ))}
    </ul>
  );
}
