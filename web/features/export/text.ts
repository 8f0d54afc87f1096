import type { GenerationResponse } from "../../../schema/passages";
import { exportLines, lineText, type CopyKind } from "./passage-model";

/** The plain-text rendering: the .txt download, the clipboard copy and the source of the CSV. */
export function buildText(response: GenerationResponse, kind: CopyKind = "teacher"): string {
  return `${exportLines(response, kind).map(lineText).join("\n")}\n`;
}
