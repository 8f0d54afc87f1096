// A passage line as runs of plain and bold text. The generator marks pre-taught high-level terms
// as **term**; when a passage carries no markers at all, the terms listed in structuredData are
// bolded wherever they occur, so Word and RTF still highlight them.

export interface Run {
  text: string;
  bold: boolean;
}

const MARKED = /\*\*(.+?)\*\*/g;

export function hasBoldMarkers(text: string): boolean {
  return /\*\*(.+?)\*\*/.test(text);
}

/** Split on **markers**; an unmatched "**" is dropped rather than shown. */
export function parseBold(line: string): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const match of line.matchAll(MARKED)) {
    push(runs, line.slice(last, match.index), false);
    push(runs, match[1]!, true);
    last = match.index + match[0].length;
  }
  push(runs, line.slice(last), false);
  return runs;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Bold whole-word occurrences of the terms, longest first so "solar system" wins over "solar". */
export function boldTerms(line: string, terms: readonly string[]): Run[] {
  const words = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return parseBold(line);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "giu");
  const runs: Run[] = [];
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    push(runs, line.slice(last, match.index), false);
    push(runs, match[0], true);
    last = match.index + match[0].length;
  }
  push(runs, line.slice(last), false);
  return runs;
}

export function stripBold(text: string): string {
  return text.replace(MARKED, "$1").replace(/ ?\*\*/g, "");
}

// A stray "**" goes with the space before it, so "storm ** came" reads "storm came".
function push(runs: Run[], text: string, bold: boolean) {
  const clean = text.replace(/ ?\*\*/g, "");
  if (clean) runs.push({ text: clean, bold });
}
