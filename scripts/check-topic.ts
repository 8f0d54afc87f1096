// For content authors: `npm run check-topic -- <topic-id>... [--show] [--versions] [--quiet]`
// For each article of a topic and each level 1-8: compliance, words, target share, terms,
// missing ideas, repeated sentences, signal words (the rules test/worker/passages/library.test.ts
// enforces). --versions prints each version's level and what blocks it one level lower;
// --show prints the passage at every level. Exit 1 when any rule fails.
import { checkArticleAt, checkArticleShape } from "../worker/passages/articles/article-rules";
import { judgeArticle, termSet } from "../worker/passages/articles/verdicts";
import { blockingWords, sentenceLevel } from "../worker/passages/articles/judge";
import type { Topic } from "../worker/passages/library/types";
import { levelReader, type Level } from "../worker/phonics";

const args = process.argv.slice(2);
const ids = args.filter((a) => !a.startsWith("--"));
const flag = (name: string) => args.includes(`--${name}`);
if (ids.length === 0) {
  console.error("usage: npm run check-topic --  <topic-id>... [--show] [--versions] [--quiet]");
  process.exit(2);
}

async function loadTopic(id: string): Promise<Topic> {
  const mod = (await import(`../worker/passages/library/topics/${id}.ts`)) as Record<string, Topic>;
  const topic = Object.values(mod).find((v) => v && typeof v === "object" && "articles" in v);
  if (!topic) throw new Error(`worker/passages/library/topics/${id}.ts exports no topic`);
  return topic;
}

let failures = 0;
for (const id of ids) {
  const topic = await loadTopic(id);
  console.log(`# ${topic.name} (${topic.id}), ${topic.category}`);
  if (topic.id !== id) console.log(`  FAIL the id "${topic.id}" differs from the file name`), failures++;
  const structures = new Set(topic.articles.map((a) => a.structure));
  if (topic.articles.length < 2 || structures.size < 2) {
    console.log("  FAIL a topic needs at least 2 articles in different structures");
    failures++;
  }
  for (const article of topic.articles) {
    const verdicts = judgeArticle(article);
    console.log(`\n## ${article.id} (${article.structure}): ${article.mainIdea}`);
    for (const p of checkArticleShape(article)) console.log(`  FAIL ${p}`), failures++;
    if (flag("versions")) {
      const terms = termSet(article);
      article.plan.forEach((idea, i) => {
        console.log(`  ${idea.role}: ${idea.idea}`);
        idea.versions.forEach((v, j) => {
          const lvl = sentenceLevel(v, terms);
          const block =
            lvl === null
              ? ` BEYOND: ${blockingWords(v, levelReader(8), terms).join(" ")}`
              : lvl > 1
                ? `  <${lvl}: ${blockingWords(v, levelReader((lvl - 1) as Level), terms).join(" ")}`
                : "";
          console.log(`    [${lvl ?? "X"}] ${v}${block}`);
        });
      });
    }
    for (let n = 1; n <= 8; n++) {
      const r = checkArticleAt(article, verdicts, n as Level);
      if (r.problems.length) failures++;
      if (!flag("quiet") || r.problems.length) {
        console.log(
          `  L${n}: ${r.problems.length ? `FAIL ${r.problems.join("; ")}` : "ok"} | ${r.words} words, targets ${(100 * r.targetShare).toFixed(1)}%, terms ${r.passage.terms.length} (${(100 * r.termShare).toFixed(1)}%) | versions ${r.passage.versions.join(",")} | "${r.passage.title}"`,
        );
      }
      if (flag("show")) console.log(`\n${r.passage.content}\n`);
    }
  }
  console.log("");
}
console.log(failures ? `${failures} problem(s)` : "all articles pass at all 8 levels");
process.exit(failures ? 1 : 0);
