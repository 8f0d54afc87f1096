import type { GenerationResponse } from "../../../schema/passages";
import type { Run } from "./bold";
import { exportLines, type CopyKind, type ExportLine } from "./passage-model";

// RTF is 7-bit: anything past ASCII is written as \uN? where N is a signed 16-bit UTF-16 code unit
// and "?" the fallback \uc1 tells readers to skip. A character outside the BMP (an emoji) is two
// code units, so it becomes two escapes, which is what the RTF spec asks for.
export function rtfEscape(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const ch = text[i]!;
    if (ch === "\\" || ch === "{" || ch === "}") out += `\\${ch}`;
    else if (ch === "\t") out += "\\tab ";
    else if (code < 0x20) continue;
    else if (code < 0x80) out += ch;
    else out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
  }
  return out;
}

const runs = (rs: Run[]) => rs.map((r) => (r.bold ? `{\\b ${rtfEscape(r.text)}}` : rtfEscape(r.text))).join("");

function drawLine(l: ExportLine): string {
  if (l.kind === "title") return `{\\b\\fs32 ${runs(l.runs)}}`;
  if (l.kind === "heading") return `{\\b ${runs(l.runs)}}`;
  return runs(l.runs);
}

/** Times New Roman at 12 pt (\fs24 is in half-points), as SPEC.md §5 says, for either copy; every line ends with \par. */
export function buildRtf(response: GenerationResponse, kind: CopyKind = "teacher"): string {
  const header = "{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1{\\fonttbl{\\f0\\froman\\fcharset0 Times New Roman;}}\n\\f0\\fs24\n";
  const body = exportLines(response, kind)
    .map((l) => `${drawLine(l)}\\par\n`)
    .join("");
  return `${header}${body}}`;
}
