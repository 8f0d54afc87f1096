// For content authors: `npx tsx scripts/check-topic.ts <topic-id> [--seed N]`
// Prints each library sentence's level and what blocks it at lower levels, then composes a passage
// at every level and reports words, target share, terms, and whether every rule holds.
import { TOPICS } from "../worker/passages/library/index";
import type { TopicContent } from "../worker/passages/library/types";
import { MIN_TARGET_SHARE } from "../worker/passages/composer/compose";
import { MAX_TERMS, MAX_TERM_SHARE } from "../worker/phonics/analyze-passage";
import { blockingWords, sentenceJudge, sentenceLevel } from "../worker/passages/composer/judge";
import { writeFromLibrary } from "../worker/passages/composer/write";
import { WORD_RANGES } from "../worker/passages/composer/wishes";
import type { Level } from "../worker/phonics/types";

async function loadTopic(id: string): Promise<TopicContent | undefined> {
  const found = TOPICS.find((t) => t.id === id);
  if (found) return found;
  // A topic not yet in its group's array can still be checked from its own file.
  const mod = (await import(`../worker/passages/library/topics/${id}.ts`)) as Record<string, TopicContent>;
  return Object.values(mod).find((v) => v && typeof v === "object" && "sections" in v);
}

const id = process.argv[2];
const seedArg = process.argv.indexOf("--seed");
const seed = seedArg > 0 ? Number(process.argv[seedArg + 1]) : 12345;
if (!id) {
  console.error("usage: tsx scripts/check-topic.ts <topic-id> [--seed N]");
  process.exit(2);
}
const topic = await loadTopic(id);
if (!topic) {
  console.error(`no topic "${id}"`);
  process.exit(2);
}
const terms = new Set(topic.terms.map((t) => t.toLowerCase()));

console.log(`# ${topic.name} (${topic.id})\n`);
const perLevel = new Array<number>(9).fill(0);
for (const section of topic.sections) {
  console.log(`## ${section.name}`);
  for (const s of section.sentences) {
    const lvl = sentenceLevel(s, terms);
    if (lvl) perLevel[lvl]!++;
    const blocks = lvl && lvl > 1 ? `   <1..${lvl - 1}: ${blockingWords(s, (lvl - 1) as Level, terms).join(" ")}` : "";
    console.log(`  [${lvl ?? "X"}] ${s}${lvl ? blocks : `   BEYOND: ${blockingWords(s, 8, terms).join(" ")}`}`);
  }
}
console.log(`\nsentences by exact level: ${perLevel.slice(1).map((n, i) => `L${i + 1}=${n}`).join(" ")}\n`);

let failures = 0;
for (let n = 1; n <= 8; n++) {
  const level = n as Level;
  const c = writeFromLibrary(topic, level, { length: "normal" }, seed);
  const judge = sentenceJudge(level, terms);
  const f = judge(c.content.replace(/\*\*/g, ""));
  const targetShare = f.words ? f.targets / f.words : 0;
  const termShare = f.words ? f.termTokens / f.words : 0;
  const [min, max] = WORD_RANGES.normal;
  const problems = [
    !f.decodable && "not decodable",
    (f.words < 120 || f.words > 250) && `words ${f.words} outside 120-250`,
    (f.words < min || f.words > max) && `words ${f.words} outside the normal ${min}-${max}`,
    n > 1 && targetShare < MIN_TARGET_SHARE && `targets ${(100 * targetShare).toFixed(1)}% < 15%`,
    termShare > MAX_TERM_SHARE && `terms ${(100 * termShare).toFixed(1)}% > 15%`,
    c.terms.length > MAX_TERMS && `${c.terms.length} terms > 8`,
  ].filter(Boolean);
  if (problems.length) failures++;
  console.log(
    `L${n}: ${problems.length ? "FAIL " + problems.join("; ") : "ok"} | words ${f.words}, targets ${(100 * targetShare).toFixed(1)}%, terms ${c.terms.length} (${(100 * termShare).toFixed(1)}%) [${c.terms.join(", ")}] | "${c.title}"`,
  );
  if (process.argv.includes("--show")) console.log(`\n${c.content}\n`);
}
console.log(failures ? `\n${failures} level(s) fail` : "\nall 8 levels pass");
process.exit(failures ? 1 : 0);
