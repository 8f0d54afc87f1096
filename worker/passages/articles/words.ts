// How the built-in writer reads what a teacher typed: lower case, "&" as "and", plurals folded.

/** Words that carry no topic ("the science of ...", "all about ..."). */
const STOP = new Set(["the", "a", "an", "of", "about", "and", "all", "how", "why", "what", "do", "does", "work", "works", "science", "in", "on", "to", "is", "are"]);

export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|xes|sses|oes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a phrase as matching sees them: "Frogs & Toads" -> ["frog", "toad"]. */
export function phraseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}\s'-]/gu, " ")
    .split(/[\s-]+/)
    .map((w) => w.replace(/^'+|'+$/g, "").replace(/'s$/, ""))
    .filter((w) => w && !STOP.has(w))
    .map(singular);
}

export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = Math.min(up + 1, row[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length]!;
}

/** Does `words` hold the run `run` somewhere, in order? */
export function containsRun(words: readonly string[], run: readonly string[]): boolean {
  return run.length > 0 && words.some((_, i) => run.every((w, k) => words[i + k] === w));
}
