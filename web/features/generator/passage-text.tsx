import type { ReactNode } from "react";
import { parseBold } from "../export/bold";
import { MARKS } from "../check-text/word-marks";

/**
 * The passage as paragraphs, with **terms** in bold and, when `highlight` is given, those words
 * marked as the level's target pattern (underlined, not only coloured). Text is rendered as React
 * text nodes only: nothing a model or a user wrote can become HTML.
 */
export function PassageText({ content, highlight }: { content: string; highlight?: ReadonlySet<string> }) {
  const paragraphs = content
    .replace(/<[^>]*>/g, "")
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-3 text-lg leading-relaxed text-slate-900" data-student="large">
      {paragraphs.map((p, i) => (
        <p key={i}>
          {parseBold(p).map((run, j) => {
            const text = highlight ? marked(run.text, highlight) : run.text;
            return run.bold ? <strong key={j}>{text}</strong> : <span key={j}>{text}</span>;
          })}
        </p>
      ))}
    </div>
  );
}

function marked(text: string, words: ReadonlySet<string>): ReactNode[] {
  return text.split(/([\p{L}']+)/u).map((piece, i) =>
    i % 2 === 1 && words.has(piece.toLowerCase()) ? (
      <span key={i} data-mark="target" className={MARKS.target.className}>
        {piece}
      </span>
    ) : (
      piece
    ),
  );
}
