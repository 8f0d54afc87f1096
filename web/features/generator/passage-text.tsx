import { parseBold } from "../export/bold";

/**
 * The passage as paragraphs, with **terms** in bold. Text is rendered as React text nodes only:
 * nothing a model or a user wrote can become HTML.
 */
export function PassageText({ content }: { content: string }) {
  const paragraphs = content
    .replace(/<[^>]*>/g, "")
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-3 text-lg leading-relaxed text-slate-900">
      {paragraphs.map((p, i) => (
        <p key={i}>
          {parseBold(p).map((run, j) => (run.bold ? <strong key={j}>{run.text}</strong> : <span key={j}>{run.text}</span>))}
        </p>
      ))}
    </div>
  );
}
