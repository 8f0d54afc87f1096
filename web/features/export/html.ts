import type { GenerationResponse } from "../../../schema/passages";
import { exportLines, type CopyKind, type ExportLine } from "./passage-model";

// The clipboard's text/html: pasted into a document or an email, the title stays a heading and
// the pre-taught words stay bold. Every piece of text is escaped; nothing is taken as markup.

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const TAGS: Record<Exclude<ExportLine["kind"], "blank">, string> = { title: "h1", heading: "h2", body: "p" };

export function buildHtml(response: GenerationResponse, kind: CopyKind = "teacher"): string {
  return exportLines(response, kind)
    .filter((l) => l.kind !== "blank")
    .map((l) => {
      const tag = TAGS[l.kind as keyof typeof TAGS];
      const inner = l.runs.map((r) => (r.bold ? `<strong>${escapeHtml(r.text)}</strong>` : escapeHtml(r.text))).join("");
      return `<${tag}>${inner}</${tag}>`;
    })
    .join("\n");
}
