import type { GenerationResponse } from "../../../schema/passages";
import { buildCsv } from "./csv";
import { buildDocx } from "./docx";
import type { CopyKind } from "./passage-model";
import { buildRtf } from "./rtf";
import { buildText } from "./text";

/** SPEC.md §4: the export state is one of these formats while busy; 'google' is the RTF for Docs. */
export type ExportFormat = "txt" | "docx" | "google" | "csv";

/** SPEC.md §9 file names. */
export const FILE_NAMES: Record<ExportFormat, string> = {
  txt: "reading-passage.txt",
  docx: "reading-passage.docx",
  google: "reading-passage.rtf",
  csv: "reading-passage.csv",
};

/** The teacher copy keeps SPEC.md's name; the student copy adds "-student" before the extension. */
export function fileName(format: ExportFormat, kind: CopyKind): string {
  return kind === "student" ? FILE_NAMES[format].replace(/(\.[a-z]+)$/, "-student$1") : FILE_NAMES[format];
}

export const BUSY_LABELS: Record<ExportFormat, string> = {
  txt: "Downloading Text...",
  docx: "Downloading Word...",
  google: "Downloading RTF...",
  csv: "Downloading CSV...",
};

/** SPEC.md §8: failures are only logged, with these texts. */
export const FAILURE_MESSAGES: Record<ExportFormat, string> = {
  txt: "Failed to download text",
  docx: "Failed to download Word document",
  google: "Failed to download RTF",
  csv: "Failed to download CSV",
};

export async function buildFile(format: ExportFormat, response: GenerationResponse, kind: CopyKind = "teacher"): Promise<Blob> {
  switch (format) {
    case "txt":
      return new Blob([buildText(response, kind)], { type: "text/plain;charset=utf-8" });
    case "docx":
      return buildDocx(response, kind);
    case "google":
      return new Blob([buildRtf(response, kind)], { type: "application/rtf" });
    case "csv":
      return new Blob([buildCsv(response, kind)], { type: "text/csv;charset=utf-8" });
  }
}
