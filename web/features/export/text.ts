import type { GenerationResponse } from "../../../schema/passages";
import { exportLines, lineText } from "./passage-model";

/** The plain-text rendering: the .txt download, the clipboard copy and the source of the CSV. */
export function buildText(response: GenerationResponse): string {
  return `${exportLines(response).map(lineText).join("\n")}\n`;
}
