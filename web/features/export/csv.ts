import type { GenerationResponse } from "../../../schema/passages";
import type { CopyKind } from "./passage-model";
import { buildText } from "./text";

// SPEC.md §5 CSV rules, applied line by line to the text rendering. Excel only reads a CSV as
// UTF-8 (accents!) when it starts with a byte order mark, and RFC 4180 asks for CRLF.

export const CSV_HEADER = "Section,Content";
const BEFORE_ANY_SECTION = "Title/Content";
const BULLETS = ["•", "-", "*"];

const quote = (field: string) => `"${field.replaceAll('"', '""')}"`;

export function textToCsv(text: string): string {
  const rows: [string, string][] = [];
  let section: string | null = null;

  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = BULLETS.find((b) => line.startsWith(b));
    if (bullet) {
      rows.push([`${section ?? BEFORE_ANY_SECTION} Item`, line.slice(bullet.length).trim()]);
    } else if (line.includes(":")) {
      const colon = line.indexOf(":");
      section = line.slice(0, colon).trim();
      rows.push([section, line.slice(colon + 1).trim()]);
    } else if (section === null) {
      rows.push([BEFORE_ANY_SECTION, line]);
    } else if (!line.includes("Level")) {
      // Once sections have begun, a 'Level' line is a heading such as the breakdown's, not content.
      rows.push([section, line]);
    }
  }

  const body = rows.map(([name, content]) => `${quote(name)},${quote(content)}`);
  return `\uFEFF${[CSV_HEADER, ...body].join("\r\n")}\r\n`;
}

export function buildCsv(response: GenerationResponse, kind: CopyKind = "teacher"): string {
  return textToCsv(buildText(response, kind));
}
