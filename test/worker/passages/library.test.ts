import { describe, expect, it } from "vitest";
import { TEXT_STRUCTURES, TOPIC_CATEGORIES } from "../../../schema/topics";
import { checkArticleAt, checkArticleShape } from "../../../worker/passages/articles/article-rules";
import { TOPICS, verdictsOf } from "../../../worker/passages/articles/catalog";
import { buildTopicIndex } from "../../../worker/passages/articles/topic-index";
import { judgeArticle } from "../../../worker/passages/articles/verdicts";
import { levelOf } from "../../../worker/phonics/level-of";
import { tokenize } from "../../../worker/phonics/tokenize";
import type { Level } from "../../../worker/phonics/types";
import topicIndexFile from "../../../worker/passages/library/topic-index.generated.json";
import verdictsFile from "../../../worker/passages/library/verdicts.generated.json";

const LEVELS: Level[] = [1, 2, 3, 4, 5, 6, 7, 8];
const ARTICLES = TOPICS.flatMap((topic) => topic.articles.map((article) => ({ topic, article })));
// Real words that CMUdict lacks, reviewed by hand; anything else unknown is a misspelling.
const DICTIONARY_GAPS = new Set<string>(["decomposer", "decomposers", "seabird", "seabirds", "windbreaks", "lub-dub", "lub-dubs", "stamens", "sepals", "marmots", "slinks", "shrews", "cattails", "dragonflies", "hatchlings", "oxpeckers"]);

describe("the article library", () => {
  it("gives every topic a unique id, a category and at least two articles in different structures", () => {
    const ids = TOPICS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of TOPICS) {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(TOPIC_CATEGORIES, t.id).toContain(t.category);
      expect(new Set(t.articles.map((a) => a.structure)).size, t.id).toBeGreaterThanOrEqual(2);
      for (const a of t.articles) expect(TEXT_STRUCTURES, a.id).toContain(a.structure);
    }
    const articleIds = ARTICLES.map((x) => x.article.id);
    expect(new Set(articleIds).size).toBe(articleIds.length);
  });

  it("plans every article: opening, 3-6 body ideas, closing, at most 8 terms, a question of each kind", () => {
    for (const { article } of ARTICLES) expect(checkArticleShape(article), article.id).toEqual([]);
  });

  it("ships verdicts that match the engine today (npm run build:library)", () => {
    const stored = verdictsFile as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(ARTICLES.map((x) => x.article.id).sort());
    for (const { article } of ARTICLES) expect(stored[article.id], article.id).toEqual(judgeArticle(article));
  });

  it("ships the topic index of the library today (npm run build:library)", () => {
    expect(topicIndexFile).toEqual(buildTopicIndex(TOPICS));
  });

  it("spells every word as the dictionary does (terms aside)", () => {
    const unknown: string[] = [];
    for (const { article } of ARTICLES) {
      const terms = new Set(article.terms.map((w) => w.toLowerCase()));
      const texts = [...article.titles, ...article.plan.flatMap((i) => i.versions), ...article.questions.flatMap((q) => q.ask)];
      for (const s of texts) {
        for (const tok of tokenize(s)) {
          if (!tok.word || terms.has(tok.word) || DICTIONARY_GAPS.has(tok.word)) continue;
          const a = levelOf(tok.word);
          if (a && a.source !== "dictionary" && !(a.parts ?? []).every((p) => p.source === "dictionary")) unknown.push(`${article.id}: ${tok.word}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe.each(ARTICLES.map((x) => [x.article.id, x] as const))("%s", (_id, { article }) => {
  it.each(LEVELS)("is a whole, fully compliant article at level %i", (level) => {
    const report = checkArticleAt(article, verdictsOf(article), level);
    expect(report.problems).toEqual([]);
    expect(report.analysis.compliance_percentage).toBe(100);
    expect(report.passage.missing).toEqual([]);
  });
});
