import type { GenerationResponse } from "../../../schema/passages";
import { DEFAULT_TITLE, exportLines, lineText, type CopyKind, type ExportLine } from "./passage-model";

// SPEC.md §9: the document's creator and last editor default to 'Un-named', revision 1.
const AUTHOR = "Un-named";
const TEACHER_STYLE = { run: { size: 24 }, paragraph: { spacing: { after: 160 } } };
const STUDENT_STYLE = { run: { size: 32 }, paragraph: { spacing: { after: 240, line: 480 } } };

/**
 * The Word document as a Blob. The docx package is imported here, on demand, so its ~400 kB stay
 * out of the first page load and are fetched only when someone actually asks for a Word file.
 */
export async function buildDocx(response: GenerationResponse, kind: CopyKind = "teacher"): Promise<Blob> {
  const { Document, HeadingLevel, Packer, Paragraph, TextRun } = await import("docx");

  const paragraph = (l: ExportLine) => {
    // bold is left unset, not false, on plain runs: an explicit false would unbold the headings.
    const children = l.runs.map((r) => new TextRun(r.bold ? { text: r.text, bold: true } : r.text));
    if (l.kind === "title") return new Paragraph({ heading: HeadingLevel.HEADING_1, children });
    if (l.kind === "heading") return new Paragraph({ heading: HeadingLevel.HEADING_2, children });
    return new Paragraph({ children });
  };

  const lines = exportLines(response, kind);
  const title = lines.find((l) => l.kind === "title");
  const doc = new Document({
    creator: AUTHOR,
    lastModifiedBy: AUTHOR,
    revision: 1,
    title: title ? lineText(title) : DEFAULT_TITLE,
    // 12 pt text with space after each paragraph, since blank lines are not carried over; the
    // student copy is 16 pt, double spaced (line 480 is 240ths of a line).
    styles: { default: { document: kind === "student" ? STUDENT_STYLE : TEACHER_STYLE } },
    sections: [{ children: lines.filter((l) => l.kind !== "blank").map(paragraph) }],
  });
  return Packer.toBlob(doc);
}
