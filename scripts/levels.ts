/**
 * Prints the level of each word read from stdin, one per line: "word<TAB>level", level 1-8 or
 * "beyond" ("-" for a line that is not a word, such as a number). Blank lines are skipped.
 * The lexicon is loaded once, so hundreds of words take well under a second.
 *
 *   printf 'cat\nrain\n' | npm run --silent levels
 */
import { createInterface } from "node:readline";
import { wordLevel } from "../worker/phonics/level-of";

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
const out: string[] = [];
for await (const line of lines) {
  const word = line.trim();
  if (word === "") continue;
  out.push(`${word}\t${wordLevel(word) ?? "-"}`);
  if (out.length >= 1000) process.stdout.write(`${out.splice(0).join("\n")}\n`);
}
if (out.length > 0) process.stdout.write(`${out.join("\n")}\n`);
