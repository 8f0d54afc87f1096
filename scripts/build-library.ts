// `npm run build:library`: lists every topic file in worker/passages/library/index.ts and judges
// every title, idea version and question of every article with the phonics engine, writing the
// levels to worker/passages/library/verdicts.generated.json, and the phrases and words topic
// matching looks up to worker/passages/library/topic-index.generated.json. The Worker reads both
// instead of judging and indexing the whole library on a fresh isolate's first request;
// test/worker/passages/library.test.ts fails when they are stale. Run it after changing a topic
// file or the engine.
// `npm run build:library -- <id>...` builds only those topics (while others are still being written).
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildTopicIndex } from "../worker/passages/articles/topic-index";
import { judgeArticle } from "../worker/passages/articles/verdicts";
import type { Topic } from "../worker/passages/library/types";

const dir = join(import.meta.dirname, "../worker/passages/library");
const only = process.argv.slice(2);
const files = readdirSync(join(dir, "topics"))
  .filter((f) => f.endsWith(".ts") && (only.length === 0 || only.includes(f.replace(/\.ts$/, ""))))
  .sort();

const imports: string[] = [];
const names: string[] = [];
const topics: Topic[] = [];
const verdicts: Record<string, ReturnType<typeof judgeArticle>> = {};
for (const file of files) {
  const id = file.replace(/\.ts$/, "");
  const mod = (await import(join(dir, "topics", file))) as Record<string, Topic>;
  const [name, topic] = Object.entries(mod).find(([, v]) => v && typeof v === "object" && "articles" in v) ?? [];
  if (!name || !topic) throw new Error(`${file} exports no topic`);
  if (topic.id !== id) throw new Error(`${file}: the topic id "${topic.id}" differs from the file name`);
  imports.push(`import { ${name} } from "./topics/${id}";`);
  names.push(name);
  topics.push(topic);
  for (const article of topic.articles) {
    if (verdicts[article.id]) throw new Error(`article id "${article.id}" is used twice`);
    verdicts[article.id] = judgeArticle(article);
  }
}

writeFileSync(
  join(dir, "index.ts"),
  [
    "// Written by `npm run build:library` from the files in topics/: do not edit by hand.",
    'import type { Topic } from "./types";',
    ...imports,
    "",
    "/** Every topic the built-in writer knows, in file-name order. */",
    `export const TOPICS: readonly Topic[] = [${names.join(", ")}];`,
    "",
  ].join("\n"),
);
writeFileSync(join(dir, "verdicts.generated.json"), `${JSON.stringify(verdicts)}\n`);
writeFileSync(join(dir, "topic-index.generated.json"), `${JSON.stringify(buildTopicIndex(topics))}\n`);
console.log(`${files.length} topics, ${Object.keys(verdicts).length} articles judged`);
