import type { AnalyzedToken } from "./analyze-api";

// What each word of a checked text is, told by an underline style and a symbol as well as by
// colour, so it reads the same in greyscale, on paper and to a colour-blind teacher.

export type MarkKind = "target" | "earlier" | "heart" | "allowed" | "term" | "violation";

export const MARKS: Record<MarkKind, { label: string; symbol: string; className: string }> = {
  target: { label: "Target pattern", symbol: "", className: "underline decoration-2 decoration-solid decoration-sky-800 underline-offset-4" },
  earlier: { label: "Earlier level", symbol: "", className: "" },
  heart: { label: "Heart word", symbol: "♥", className: "underline decoration-2 decoration-dotted decoration-violet-800 underline-offset-4" },
  allowed: { label: "Allowed word", symbol: "✓", className: "underline decoration-2 decoration-dashed decoration-teal-800 underline-offset-4" },
  term: { label: "Pre-taught term", symbol: "", className: "font-bold underline decoration-double decoration-green-800 underline-offset-4" },
  violation: { label: "Not decodable at this level", symbol: "✗", className: "underline decoration-2 decoration-wavy decoration-red-700 underline-offset-4" },
};



export function markOf(token: AnalyzedToken, targets: ReadonlySet<string>): MarkKind {
  if (token.status !== "decodable") return token.status;
  return targets.has(token.word) ? "target" : "earlier";
}

const levelName = (level: AnalyzedToken["level"]) => (level === "beyond" ? "beyond Level 8" : `Level ${level}`);

/** The sentence shown on hover, on focus and in the list: why the word is marked as it is. */
export function markReason(token: AnalyzedToken, kind: MarkKind, level: number, violationReason?: string): string {
  switch (kind) {
    case "violation":
      return `Not decodable at Level ${level}: ${violationReason ?? levelName(token.level)}`;
    case "term":
      return "Pre-taught term: taught before reading, so it may go above the level";
    case "heart":
      return `Heart word: taught by sight, allowed at Level ${level}`;
    case "allowed":
      return "Allowed word: on your list of words the class already knows";
    case "target":
      return `Target pattern: practises the Level ${level} pattern`;
    case "earlier":
      return `Earlier level: decodable with ${levelName(token.level)} patterns`;
  }
}
