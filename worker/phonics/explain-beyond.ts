/**
 * Says why a word is beyond level 8 when no table-only alignment exists: a looser alignment
 * lets named irregular spellings (soft c, kn, -tion, consonant-le, ...) and, failing those,
 * any letters for any sounds, at a cost; the cheapest alignment's costed steps are the reason.
 * Only explanations come from here; levels never do.
 */
import { BY_FIRST_LETTER } from "./correspondences";
import { isVowelPhone, syllableCount, toIpa, type Phone } from "./phonemes";
import type { GraphemePhonemes } from "./types";

interface Step {
  readonly graph: string;
  readonly phones: readonly Phone[];
  readonly cost: number;
  readonly reason?: string;
  /** Unnamed steps get their reason ("ea says /eɪ/") only if they end up in the answer. */
  readonly generic?: true;
}

const NAMED: readonly { graph: string; phones: string; reason: string }[] = [
  { graph: "c", phones: "S", reason: "soft c" },
  { graph: "ce", phones: "S", reason: "soft c" },
  { graph: "sc", phones: "S", reason: "soft c (sc)" },
  { graph: "ch", phones: "SH", reason: "ch says /ʃ/" },
  { graph: "ch", phones: "K", reason: "ch says /k/" },
  { graph: "g", phones: "JH", reason: "soft g" },
  { graph: "ge", phones: "JH", reason: "soft g" },
  { graph: "kn", phones: "N", reason: "silent k (kn)" },
  { graph: "wr", phones: "R", reason: "silent w (wr)" },
  { graph: "gn", phones: "N", reason: "silent g (gn)" },
  { graph: "mb", phones: "M", reason: "silent b (mb)" },
  { graph: "gh", phones: "", reason: "silent gh" },
  { graph: "le", phones: "AH0 L", reason: "consonant-le" },
  { graph: "le", phones: "L", reason: "consonant-le" },
  { graph: "tion", phones: "SH AH0 N", reason: "-tion" },
  { graph: "tion", phones: "CH AH0 N", reason: "-tion" },
  { graph: "sion", phones: "SH AH0 N", reason: "-sion" },
  { graph: "sion", phones: "ZH AH0 N", reason: "-sion" },
  { graph: "ture", phones: "CH ER0", reason: "-ture" },
  { graph: "re", phones: "ER0", reason: "r followed by a silent e" },
];

export interface BeyondExplanation {
  readonly reason: string;
  readonly alignment: readonly GraphemePhonemes[];
}

export function explainBeyond(letters: string, phones: readonly Phone[]): BeyondExplanation {
  const polysyllabic = syllableCount(phones) >= 2;
  const n = letters.length;
  const m = phones.length;
  // best[i][j]: cheapest way to spell phones[j..] with letters[i..]
  const best: (number | undefined)[][] = Array.from({ length: n + 1 }, () => new Array<number | undefined>(m + 1));
  const choice: (Step | undefined)[][] = Array.from({ length: n + 1 }, () => new Array<Step | undefined>(m + 1));
  best[n]![m] = 0;
  for (let i = n; i >= 0; i--) {
    for (let j = m; j >= 0; j--) {
      if (i === n && j === m) continue;
      for (const step of stepsAt(letters, i, phones, j, polysyllabic)) {
        const rest = best[i + step.graph.length]?.[j + step.phones.length];
        if (rest === undefined) continue;
        const total = rest + step.cost;
        const current = best[i]![j];
        if (current === undefined || total < current) {
          best[i]![j] = total;
          choice[i]![j] = step;
        }
      }
    }
  }
  const reasons: string[] = [];
  const alignment: GraphemePhonemes[] = [];
  for (let i = 0, j = 0; i < n || j < m; ) {
    const step = choice[i]?.[j];
    if (!step) break;
    const reason = step.generic ? describe(step.graph, step.phones) : step.reason;
    if (reason && !reasons.includes(reason)) reasons.push(reason);
    alignment.push([step.graph, step.phones.map((p) => p.base).join(" ")]);
    i += step.graph.length;
    j += step.phones.length;
  }
  return { reason: reasons.slice(0, 2).join("; ") || "irregular spelling", alignment };
}

function stepsAt(letters: string, i: number, phones: readonly Phone[], j: number, poly: boolean): Step[] {
  const steps: Step[] = [];
  const rest = letters.slice(i);
  for (const c of BY_FIRST_LETTER.get(letters[i] ?? "") ?? []) {
    if (!rest.startsWith(c.graph) || (c.reduced && !poly)) continue;
    if (c.kind === "silent-e") {
      const step = silentE(letters, i, phones, j);
      if (step) steps.push(step);
      continue;
    }
    const got = take(c.phones, phones, j);
    if (got) steps.push({ graph: c.graph, phones: got, cost: 0 });
    if (c.graph === "or" && phones[j]?.base === "ER" && phones[j]?.stress !== 0) {
      const reason = letters[i - 1] === "w" ? "stressed w+or" : "or says /ɝ/";
      steps.push({ graph: "or", phones: [phones[j]!], cost: 1, reason });
    }
  }
  for (const named of NAMED) {
    if (!rest.startsWith(named.graph)) continue;
    const got = take(named.phones === "" ? [] : named.phones.split(" "), phones, j);
    if (got) steps.push({ graph: named.graph, phones: got, cost: 1, reason: named.reason });
  }
  // Anything else: one to three letters for zero to two sounds, named by what they are.
  for (let len = 1; len <= Math.min(3, rest.length); len++) {
    const graph = rest.slice(0, len);
    for (let k = 0; k <= 2 && j + k <= phones.length; k++) {
      const got = phones.slice(j, j + k);
      steps.push({ graph, phones: got, cost: genericCost(graph, got), generic: true });
    }
  }
  return steps;
}

/** Prefer naming single letters and vowel groups; silent letters and odd chunks cost more. */
function genericCost(graph: string, phones: readonly Phone[]): number {
  if (phones.length === 0) return graph.length === 1 ? 3 : 6;
  const vowelLetters = /^[aeiouy]+w?$/.test(graph);
  const vowelSound = phones.some((p) => isVowelPhone(p.base));
  if (vowelLetters !== vowelSound) return 5;
  return graph.length === 1 || vowelLetters ? 2 : 6;
}

const LONG_VOWELS = new Set(["EY", "IY", "AY", "OW", "UW"]);

/** A silent e that ends a word or a syllable: free in a real VCE, otherwise it is the reason. */
function silentE(letters: string, i: number, phones: readonly Phone[], j: number): Step | null {
  if (/[aeiouy]/.test(letters[i + 1] ?? "")) return null;
  const consonant = phones[j - 1];
  const vowel = phones[j - 2];
  if (letters[i - 1] === "r") return { graph: "e", phones: [], cost: 1, reason: "r followed by a silent e" };
  if (/[aeiouy]/.test(letters[i - 3] ?? "") && /[aeiou]/.test(letters[i - 2] ?? "")) {
    return { graph: "e", phones: [], cost: 1, reason: "silent e after a vowel team" };
  }
  if (consonant && vowel && !isVowelPhone(consonant.base) && LONG_VOWELS.has(vowel.base) && /[aeiou]/.test(letters[i - 2] ?? "")) {
    return { graph: "e", phones: [], cost: 0 };
  }
  return { graph: "e", phones: [], cost: 1, reason: "silent e after a short vowel" };
}

function describe(graph: string, phones: readonly Phone[]): string {
  if (phones.length === 0) return `silent ${graph}`;
  const sound = `/${toIpa(phones)}/`;
  const vowels = graph.replace(/[^aeiouy]/g, "");
  if (phones.some((p) => isVowelPhone(p.base)) && vowels.length >= 2 && vowels === graph) {
    return `vowel team ${graph} says ${sound}`;
  }
  return `${graph} says ${sound}`;
}

function take(spec: readonly string[], phones: readonly Phone[], j: number): Phone[] | null {
  const out: Phone[] = [];
  for (let k = 0; k < spec.length; k++) {
    const want = spec[k] ?? "";
    const have = phones[j + k];
    if (!have) return null;
    const digit = want.at(-1) ?? "";
    const base = /\d/.test(digit) ? want.slice(0, -1) : want;
    if (have.base !== base || (/\d/.test(digit) && have.stress !== Number(digit))) return null;
    out.push(have);
  }
  return out;
}
