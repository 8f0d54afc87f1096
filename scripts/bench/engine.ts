// Engine and composer speed in Node (the same code the Worker runs).
import { spawnSync } from "node:child_process";
import { analyzePassage, levelReader, readerFor, SEQUENCES, type Level, type Reader } from "../../worker/phonics";
import { TOPICS, verdictsOf } from "../../worker/passages/articles/catalog";
import { composeArticle } from "../../worker/passages/articles/compose-article";
import { bin } from "../wrangler";
import { percentile, round } from "./stats";

export function lexiconLoadMs(): number {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const r = spawnSync(bin("tsx"), ["--import", "./scripts/text-modules/register.mjs", "scripts/bench/lexicon-load.ts"], { encoding: "utf8" });
    runs.push((JSON.parse(r.stdout) as { ms: number }).ms);
  }
  return round(percentile(runs.sort((a, b) => a - b), 50));
}

export function composeStats() {
  const times: number[] = [];
  const passages: { text: string; reader: Reader }[] = [];
  const start = performance.now();
  for (const article of TOPICS.flatMap((t) => t.articles)) {
    for (let level = 1 as Level; level <= 8; level = (level + 1) as Level) {
      const reader = levelReader(level);
      const t = performance.now();
      const c = composeArticle(article, verdictsOf(article), reader);
      analyzePassage(c.content, reader, c.terms);
      times.push(performance.now() - t);
      passages.push({ text: c.content, reader });
    }
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  return {
    passages,
    compose_ms: { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) },
    passages_per_second: Math.round((1000 * times.length) / total),
    compositions: times.length,
  };
}

/** Every step of every sequence, in turn: the readers the 300-word samples are judged for. */
const READERS: readonly Reader[] = SEQUENCES.flatMap((q) => q.steps.map((_, i) => readerFor({ sequence: q.id, step: i + 1 })));

/** Median time to analyse a 300-word passage, over many real passages (warm engine), for readers of every sequence. */
export function analyzeMsPer300(passages: { text: string }[]): number {
  const words = passages.flatMap((p) => p.text.split(/\s+/));
  const samples: { text: string; reader: Reader }[] = [];
  for (let i = 0; i + 300 <= words.length; i += 300) samples.push({ text: words.slice(i, i + 300).join(" "), reader: READERS[(i / 300) % READERS.length]! });
  for (const s of samples) analyzePassage(s.text, s.reader); // warm: the words are now known
  const times = samples.map((s) => {
    const t = performance.now();
    analyzePassage(s.text, s.reader);
    return performance.now() - t;
  });
  return round(percentile(times.sort((a, b) => a - b), 50), 3);
}
