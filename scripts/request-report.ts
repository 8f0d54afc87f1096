// `npm run report:requests`: realistic teacher requests (scripts/data/teacher-requests.json, our
// development set; the held-out sets live outside the repo) through the built-in writer, as
// POST /api/gpt runs it. Prints for each: served or refused, the article, the notes, the engine's
// compliance and whether the passage carries the request's key concepts; then the totals, and how
// much a repeated request and the same request at levels 2 and 8 share.
import { readFileSync } from "node:fs";
import { UnknownTopic } from "../worker/domain-errors";
import { BUILTIN_MODEL, builtinDraft } from "../worker/passages/builtin";
import type { DraftRequest } from "../worker/passages/providers/types";
import { sentencesOf } from "../worker/passages/articles/article-rules";
import { analyzePassage, levelReader, type Level } from "../worker/phonics";
import type { ReadingLevel } from "../schema/levels";

interface Request {
  level: number;
  topic: string;
  context: string;
  /** Each a regular expression (alternatives with |) that the passage must contain. */
  concepts: string[];
}

const requests = JSON.parse(readFileSync(new URL("./data/teacher-requests.json", import.meta.url), "utf8")) as Request[];
const toDraft = (r: Request, level = r.level as Level): DraftRequest => ({
  level,
  reader: levelReader(level),
  readingLevel: `level${level}` as ReadingLevel,
  topic: r.topic,
  additionalContext: r.context,
});
const shared = (a: string, b: string) => {
  const x = sentencesOf(a);
  const y = new Set(sentencesOf(b));
  return x.filter((s) => y.has(s)).length / Math.max(x.length, 1);
};

let served = 0;
let onConcept = 0;
let fullyCompliant = 0;
const repeatShares: number[] = [];
const levelShares: number[] = [];
for (const r of requests) {
  try {
    const history: string[] = [];
    const recent = async () => [...history].reverse();
    const d = await builtinDraft(toDraft(r), recent);
    served++;
    const a = analyzePassage(d.content, levelReader(r.level as Level), d.terms);
    if (a.compliance_percentage === 100) fullyCompliant++;
    const text = `${d.title} ${d.content}`.toLowerCase().replace(/\*\*/g, "");
    const missing = r.concepts.filter((c) => !new RegExp(c).test(text));
    if (missing.length === 0) onConcept++;
    history.push(d.article!.id!);
    const again = await builtinDraft(toDraft(r), recent);
    repeatShares.push(shared(again.content, d.content));
    const low = await builtinDraft(toDraft(r, 2), async () => []);
    const high = await builtinDraft(toDraft(r, 8), async () => []);
    levelShares.push(low.article!.id === high.article!.id ? 1 : 0);
    console.log(
      `L${r.level} ${r.topic} | ${d.article!.id} (${d.structure}) | ${a.compliance_percentage}% ${a.word_count}w` +
        `${missing.length ? ` | MISSING ${missing.join(", ")}` : ""}${d.notes?.length ? ` | NOTE ${d.notes.join(" ")}` : ""}`,
    );
  } catch (e) {
    if (!(e instanceof UnknownTopic)) throw e;
    console.log(`L${r.level} ${r.topic} | REFUSED | ${e.suggestions.join(", ")}`);
  }
}
const avg = (xs: number[]) => (xs.length ? (100 * xs.reduce((s, x) => s + x, 0)) / xs.length : 0);
console.log(`\n${BUILTIN_MODEL}: ${served}/${requests.length} served, ${onConcept}/${requests.length} with every key concept, ${fullyCompliant}/${served} at 100%`);
console.log(`a repeated request shares ${avg(repeatShares).toFixed(0)}% of its sentences on average (max ${(100 * Math.max(0, ...repeatShares)).toFixed(0)}%)`);
console.log(`levels 2 and 8 give the same article in ${avg(levelShares).toFixed(0)}% of the served requests`);
