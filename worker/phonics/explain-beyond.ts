/**
 * Says why a word is beyond level 8 when no table-only alignment exists: a looser alignment
 * lets named irregular spellings (soft c, kn, -tion, consonant-le, ...) and, failing those,
 * any letters for any sounds, at a cost; the cheapest alignment's costed steps are the reason.
 * Only explanations come from here; levels never do.
 */
import { BY_FIRST_LETTER } from "./correspondences";
import { isVowelPhone, syllableCount, toIpa, type Phone } from "./phonemes";
import type { GraphemePhonemes } from "./types";

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

/** A way to spell some sounds at one letter position; `spec` null = any 0-2 sounds. */
interface Candidate {
  readonly graph: string;
  readonly spec: readonly string[] | null;
  readonly cost: number;
  readonly reason?: string;
  readonly silentE?: true;
  /** "or" for a stressed /ɝ/: the table has it only unstressed. */
  readonly stressedOr?: true;
  /** For unnamed chunks: are the letters all vowels (ea, ou), so they may say a vowel sound? */
  readonly vowelLetters?: boolean;
}

const NO_MATCH = -1;

export function explainBeyond(letters: string, phones: readonly Phone[]): BeyondExplanation {
  const polysyllabic = syllableCount(phones) >= 2;
  const vowel = phones.map((p) => isVowelPhone(p.base));
  const n = letters.length;
  const m = phones.length;
  const width = m + 1;
  const candidates = Array.from({ length: n }, (_, i) => candidatesAt(letters, i, polysyllabic));
  // cost[i * width + j]: cheapest way to spell phones[j..] with letters[i..]; -1 = impossible.
  const cost = new Int32Array((n + 1) * width).fill(NO_MATCH);
  const pick = new Int32Array((n + 1) * width);
  const took = new Int8Array((n + 1) * width);
  cost[n * width + m] = 0;
  for (let i = n - 1; i >= 0; i--) {
    const here = candidates[i] ?? [];
    for (let j = m; j >= 0; j--) {
      let best = NO_MATCH;
      const consider = (c: number, k: number, stepCost: number): void => {
        const rest = cost[(i + (here[c]?.graph.length ?? 0)) * width + j + k] ?? NO_MATCH;
        if (rest === NO_MATCH || (best !== NO_MATCH && rest + stepCost >= best)) return;
        best = rest + stepCost;
        pick[i * width + j] = c;
        took[i * width + j] = k;
      };
      for (let c = 0; c < here.length; c++) {
        const cand = here[c];
        if (!cand) continue;
        if (cand.spec === null) {
          for (let k = 0; k <= 2 && j + k <= m; k++) consider(c, k, genericCost(cand, vowel, j, k));
        } else if (matches(cand.spec, phones, j) && !(cand.stressedOr && phones[j]?.stress === 0)) {
          consider(c, cand.spec.length, cand.silentE ? silentE(letters, i, phones, j).cost : cand.cost);
        }
      }
      cost[i * width + j] = best;
    }
  }
  const reasons: string[] = [];
  const alignment: GraphemePhonemes[] = [];
  for (let i = 0, j = 0; i < n && cost[i * width + j] !== NO_MATCH; ) {
    const cand = candidates[i]?.[pick[i * width + j] ?? 0];
    const k = took[i * width + j] ?? 0;
    if (!cand) break;
    const spelled = phones.slice(j, j + k);
    const reason = stepReason(cand, letters, i, phones, j, spelled);
    if (reason && !reasons.includes(reason)) reasons.push(reason);
    alignment.push([cand.graph, spelled.map((p) => p.base).join(" ")]);
    i += cand.graph.length;
    j += k;
  }
  return { reason: reasons.slice(0, 2).join("; ") || "irregular spelling", alignment };
}

function candidatesAt(letters: string, i: number, polysyllabic: boolean): Candidate[] {
  const out: Candidate[] = [];
  const rest = letters.slice(i);
  for (const c of BY_FIRST_LETTER.get(letters[i] ?? "") ?? []) {
    if (!rest.startsWith(c.graph) || (c.reduced && !polysyllabic)) continue;
    if (c.sharedR) {
      // The second r of rr after a vowel and r, before a vowel (worry): no reason of its own.
      if (/[aeiou]r$/.test(letters.slice(0, i)) && /[aeiouy]/.test(letters[i + 1] ?? "")) out.push({ graph: "r", spec: [], cost: 0 });
      continue;
    }
    if (c.kind === "silent-e") {
      if (!/[aeiouy]/.test(letters[i + 1] ?? "")) out.push({ graph: "e", spec: [], cost: 0, silentE: true });
      continue;
    }
    out.push({ graph: c.graph, spec: c.phones, cost: 0 });
    if (c.graph === "or") out.push({ graph: "or", spec: ["ER"], cost: 1, stressedOr: true });
  }
  for (const named of NAMED) {
    if (rest.startsWith(named.graph)) out.push({ graph: named.graph, spec: named.phones === "" ? [] : named.phones.split(" "), cost: 1, reason: named.reason });
  }
  // Anything else: one to three letters for zero to two sounds, named by what they are.
  for (let len = 1; len <= Math.min(3, rest.length); len++) {
    const graph = rest.slice(0, len);
    out.push({ graph, spec: null, cost: 0, vowelLetters: /^[aeiouy]+w?$/.test(graph) });
  }
  return out;
}

function stepReason(cand: Candidate, letters: string, i: number, phones: readonly Phone[], j: number, spelled: readonly Phone[]): string | undefined {
  if (cand.spec === null) return describe(cand.graph, spelled);
  if (cand.silentE) return silentE(letters, i, phones, j).reason;
  if (cand.stressedOr) return letters[i - 1] === "w" ? "stressed w+or" : "or says /ɝ/";
  return cand.reason;
}

/** Prefer naming single letters and vowel groups; silent letters and odd chunks cost more. */
function genericCost(cand: Candidate, vowel: readonly boolean[], j: number, k: number): number {
  if (k === 0) return cand.graph.length === 1 ? 3 : 6;
  const vowelSound = vowel[j] === true || (k === 2 && vowel[j + 1] === true);
  if (cand.vowelLetters !== vowelSound) return 5;
  return cand.graph.length === 1 || cand.vowelLetters ? 2 : 6;
}

const LONG_VOWELS = new Set(["EY", "IY", "AY", "OW", "UW"]);

/** A silent e ending a word or syllable: free in a real VCE, otherwise it is the reason. */
function silentE(letters: string, i: number, phones: readonly Phone[], j: number): { cost: number; reason?: string } {
  if (letters[i - 1] === "r") return { cost: 1, reason: "r followed by a silent e" };
  if (/[aeiouy]/.test(letters[i - 3] ?? "") && /[aeiou]/.test(letters[i - 2] ?? "")) {
    return { cost: 1, reason: "silent e after a vowel team" };
  }
  const consonant = phones[j - 1];
  const vowel = phones[j - 2];
  if (consonant && vowel && !isVowelPhone(consonant.base) && LONG_VOWELS.has(vowel.base) && /[aeiou]/.test(letters[i - 2] ?? "")) {
    return { cost: 0 };
  }
  return { cost: 1, reason: "silent e after a short vowel" };
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

function matches(spec: readonly string[], phones: readonly Phone[], j: number): boolean {
  for (let k = 0; k < spec.length; k++) {
    const want = spec[k] ?? "";
    const have = phones[j + k];
    if (!have) return false;
    const digit = want.charCodeAt(want.length - 1);
    if (digit >= 48 && digit <= 57) {
      if (have.base !== want.slice(0, -1) || have.stress !== digit - 48) return false;
    } else if (have.base !== want) {
      return false;
    }
  }
  return true;
}
