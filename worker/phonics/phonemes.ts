/**
 * ARPABET phones as CMUdict writes them ("K AE1 T"), split into a base phone and a stress digit.
 */

export type Stress = 0 | 1 | 2;

export interface Phone {
  readonly base: string;
  /** null when the phone is a consonant, or when the reading was guessed from spelling. */
  readonly stress: Stress | null;
}

const VOWELS = new Set([
  "AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW",
]);

export function isVowelPhone(base: string): boolean {
  return VOWELS.has(base);
}

export function parsePronunciation(arpabet: string): Phone[] {
  return arpabet
    .trim()
    .split(/\s+/)
    .filter((p) => p.length > 0)
    .map((p) => {
      const digit = p.at(-1);
      if (digit === "0" || digit === "1" || digit === "2") {
        return { base: p.slice(0, -1), stress: Number(digit) as Stress };
      }
      return { base: p, stress: null };
    });
}

export function formatPronunciation(phones: readonly Phone[]): string {
  return phones.map((p) => (p.stress === null ? p.base : `${p.base}${p.stress}`)).join(" ");
}

export function syllableCount(phones: readonly Phone[]): number {
  return phones.filter((p) => isVowelPhone(p.base)).length;
}

/** IPA for the phones, so reasons shown to teachers read "/eɪ/" rather than "EY". */
const IPA: Readonly<Record<string, string>> = {
  AA: "ɑ", AE: "æ", AH: "ʌ", AO: "ɔ", AW: "aʊ", AY: "aɪ", EH: "ɛ", ER: "ɝ", EY: "eɪ", IH: "ɪ",
  IY: "i", OW: "oʊ", OY: "ɔɪ", UH: "ʊ", UW: "u", B: "b", CH: "tʃ", D: "d", DH: "ð", F: "f",
  G: "g", HH: "h", JH: "dʒ", K: "k", L: "l", M: "m", N: "n", NG: "ŋ", P: "p", R: "r", S: "s",
  SH: "ʃ", T: "t", TH: "θ", V: "v", W: "w", Y: "j", Z: "z", ZH: "ʒ",
};

export function toIpa(phones: readonly Phone[]): string {
  return phones
    .map((p) => {
      if (p.stress === 0 && p.base === "AH") return "ə";
      if (p.stress === 0 && p.base === "ER") return "ər";
      return IPA[p.base] ?? p.base.toLowerCase();
    })
    .join("");
}
