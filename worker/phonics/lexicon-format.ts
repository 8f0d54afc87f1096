/**
 * The compact text format of the generated lexicon, shared by the build script (encode) and the
 * Worker (decode). Words are sorted and front-coded in blocks of BLOCK_SIZE lines; each block's
 * first line starts with "#" and holds its whole word. A lookup binary-searches the text itself
 * for block heads and decodes one block: nothing is indexed or expanded at load time.
 *
 *   line  = P suffix " " [set {"|" set}] [" " Q phones {"," Q phones}]
 *   P, Q  = shared-prefix length (with the previous word / pronunciation of the block) as one
 *           character of DIGITS; P is "#" on the first line of each block (nothing shared)
 *   set   = the patterns of one way to spell the word, one character each (pattern-set.ts);
 *           no set at all: beyond the table
 *   phones = one character per ARPABET phone (stress included); a word carries pronunciations
 *           only when the analyzer cannot rebuild its explanation from spelling
 */
import { decodeSet, encodeSet, type PatternSet } from "./pattern-set";

export interface LexiconEntry {
  readonly word: string;
  readonly options: readonly PatternSet[];
  /** ARPABET with stress digits; empty when the runtime can rebuild the analysis from spelling. */
  readonly pronunciations: readonly string[];
}

export const BLOCK_SIZE = 32;
const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const HEAD = "#";
const MAX_SHARED = DIGITS.length - 1;

const CONSONANTS = ["B", "CH", "D", "DH", "F", "G", "HH", "JH", "K", "L", "M", "N", "NG", "P", "R", "S", "SH", "T", "TH", "V", "W", "Y", "Z", "ZH"];
const VOWELS = ["AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW"];
const PHONES = [...CONSONANTS, ...VOWELS.flatMap((v) => [`${v}0`, `${v}1`, `${v}2`])];
// Printable ASCII minus what a template literal or this format gives a meaning to.
const SYMBOLS = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).filter((c) => !"\\`$,".includes(c));
const TO_SYMBOL = new Map(PHONES.map((p, i) => [p, SYMBOLS[i] ?? ""]));
const FROM_SYMBOL = new Map(PHONES.map((p, i) => [SYMBOLS[i] ?? "", p]));

function shared(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && i < MAX_SHARED && a[i] === b[i]) i++;
  return i;
}

export function encodePronunciation(arpabet: string): string {
  return arpabet
    .split(" ")
    .map((p) => {
      const symbol = TO_SYMBOL.get(p);
      if (!symbol) throw new Error(`unknown phone ${p} in "${arpabet}"`);
      return symbol;
    })
    .join("");
}

export function decodePronunciation(compact: string): string {
  return Array.from(compact, (c) => FROM_SYMBOL.get(c) ?? "?").join(" ");
}

export function encodeLexicon(entries: readonly LexiconEntry[]): string {
  const sorted = [...entries].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const lines: string[] = [];
  let prevWord = "";
  let prevPron = "";
  sorted.forEach((e, i) => {
    if (!/^[a-z]+$/.test(e.word)) throw new Error(`cannot store "${e.word}"`);
    if (i % BLOCK_SIZE === 0) prevWord = prevPron = "";
    const p = shared(prevWord, e.word);
    const prons = e.pronunciations.map((arpabet) => {
      const compact = encodePronunciation(arpabet);
      const q = shared(prevPron, compact);
      prevPron = compact;
      return `${DIGITS[q]}${compact.slice(q)}`;
    });
    const sets = e.options.map(encodeSet).join("|");
    lines.push(`${i % BLOCK_SIZE === 0 ? HEAD : DIGITS[p]}${e.word.slice(p)} ${sets}${prons.length > 0 ? ` ${prons.join(",")}` : ""}`);
    prevWord = e.word;
  });
  return lines.join("\n");
}

export interface DecodedEntry {
  readonly options: readonly PatternSet[];
  /** Compact pronunciations, each a string of phone symbols. */
  readonly pronunciations: readonly string[];
}

/** The number of blocks (for the build's report and the tests). */
export function countBlocks(text: string): number {
  let n = 0;
  for (let at = text.indexOf(HEAD); at >= 0; at = text.indexOf(`\n${HEAD}`, at + 1)) n++;
  return n;
}

/** Where the first block head at or after `from` starts, or -1. */
function nextHead(text: string, from: number): number {
  if (from === 0) return text.startsWith(HEAD) ? 0 : -1;
  const at = text.indexOf(`\n${HEAD}`, from - 1);
  return at < 0 ? -1 : at + 1;
}

function headWord(text: string, start: number): string {
  return text.slice(start + 1, wordEnd(text, start + 1, text.length));
}

/** Finds one word: binary search over the text for the last block head not after it, then a walk through that block. */
export function lookup(text: string, word: string): DecodedEntry | undefined {
  let block = -1;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const head = nextHead(text, mid);
    if (head < 0 || head >= hi) {
      hi = mid;
    } else if (headWord(text, head) <= word) {
      block = head;
      lo = head + 1;
    } else {
      hi = mid;
    }
  }
  if (block < 0) return undefined;
  let start = block;
  let prevWord = "";
  let prevPron = "";
  for (let n = 0; n < BLOCK_SIZE && start < text.length; n++) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const suffixEnd = wordEnd(text, start + 1, end);
    const shared = n === 0 ? 0 : DIGITS.indexOf(text.charAt(start));
    const current = prevWord.slice(0, shared) + text.slice(start + 1, suffixEnd);
    let setsEnd = text.indexOf(" ", suffixEnd + 1);
    if (setsEnd === -1 || setsEnd > end) setsEnd = end;
    const prons: string[] = [];
    if (setsEnd < end) {
      for (const item of text.slice(setsEnd + 1, end).split(",")) {
        prevPron = prevPron.slice(0, DIGITS.indexOf(item.charAt(0))) + item.slice(1);
        prons.push(prevPron);
      }
    }
    if (current === word) {
      const sets = text.slice(suffixEnd + 1, setsEnd);
      return { options: sets === "" ? [] : sets.split("|").map(decodeSet), pronunciations: prons };
    }
    if (current > word) return undefined;
    prevWord = current;
    start = end + 1;
  }
  return undefined;
}

/** Where the word's letters stop: at the space before its pattern sets. */
function wordEnd(text: string, from: number, end: number): number {
  const space = text.indexOf(" ", from);
  return space === -1 || space > end ? end : space;
}
