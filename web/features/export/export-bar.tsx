import type { GenerationResponse } from "../../../schema/passages";
import { BUSY_LABELS } from "./files";
import { CopyToggle } from "./copy-toggle";
import { GoogleMenu } from "./google-menu";
import type { CopyKind } from "./passage-model";
import { useExport } from "./use-export";
import "./print.css";

// Same look as ui/button's secondary variant; the Google menu needs it on a Headless UI MenuButton.
const buttonClass =
  "inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500";

/**
 * Text, Word, Google (RTF/Docs, CSV/Sheets), Copy and Print for a displayed passage, as the teacher
 * or the student copy. The parent decides when to show it (SPEC.md §2: content, nothing loading, no
 * error) and holds the copy kind, which also decides what the page prints; it hides itself in print.
 */
export function ExportBar({ response, kind, onKindChange }: { response: GenerationResponse; kind: CopyKind; onKindChange: (kind: CopyKind) => void }) {
  const { busy, copied, download, copy } = useExport(response, kind);
  const downloading = busy !== null;

  return (
    <div role="group" aria-label="Export passage" className="flex flex-wrap items-center gap-2 print:hidden" data-print="hide">
      <CopyToggle value={kind} onChange={onKindChange} />
      <button type="button" className={buttonClass} disabled={downloading} onClick={() => void download("txt")}>
        {busy === "txt" ? BUSY_LABELS.txt : "Text"}
      </button>
      <button type="button" className={buttonClass} disabled={downloading} onClick={() => void download("docx")}>
        {busy === "docx" ? BUSY_LABELS.docx : "Word"}
      </button>
      <GoogleMenu busy={busy} disabled={downloading} className={buttonClass} onPick={(format) => void download(format)} />
      <button type="button" className={buttonClass} onClick={() => void copy()}>
        {copied ? "Copied!" : "Copy"}
      </button>
      <button type="button" className={buttonClass} onClick={() => window.print()}>
        Print
      </button>
      <span className="sr-only" aria-live="polite">
        {copied ? "Passage copied to the clipboard" : downloading ? BUSY_LABELS[busy] : ""}
      </span>
    </div>
  );
}
