import type { Article, Topic } from "../library/types";
import { TOPICS } from "./catalog";
import { defaultLexicon } from "../../phonics/lexicon";
import { containsRun, editDistance, phraseWords } from "./words";

// Teachers type topics freely: "Frogs & Toads", "toads", "the water cycle", "evaporation",
// "moon phases". A topic is found by its name, id or aliases; a subtopic by an article's keywords,
// which then also chooses the article. Plurals and small typos are forgiven.

export type TopicMatch =
  | { kind: "found"; topic: Topic; article?: Article; query: string[] }
  | { kind: "unknown"; suggestions: string[] };

interface Phrase {
  words: string[];
  topic: Topic;
  article?: Article;
}

let phraseList: Phrase[] | undefined;
function phrases(): Phrase[] {
  if (!phraseList) {
    phraseList = [];
    for (const topic of TOPICS) {
      for (const p of [topic.name, topic.id, ...topic.aliases]) phraseList.push({ words: phraseWords(p), topic });
      for (const article of topic.articles) {
        for (const k of article.keywords) phraseList.push({ words: phraseWords(k), topic, article });
      }
    }
    phraseList = phraseList.filter((p) => p.words.length > 0);
  }
  return phraseList;
}

/** How well the typed words name a phrase: 0 is no match; higher is better; topics beat subtopics. */
function score(query: string[], p: Phrase): number {
  const subtopic = p.article ? -12 : 0;
  if (p.words.join(" ") === query.join(" ")) return 100 + subtopic;
  if (containsRun(query, p.words)) return 50 + 4 * p.words.length + subtopic;
  if (containsRun(p.words, query)) return 30 + query.length + subtopic;
  // A typo, not another word: "volcanos" finds volcanoes, "heat" does not find heart.
  const typo = (w: string, typed: string) => w.length > 4 && !defaultLexicon().has(typed) && editDistance(w, typed) <= 1;
  if (p.words.length === query.length && p.words.every((w, i) => typo(w, query[i]!))) {
    return 40 + subtopic;
  }
  return 0;
}

/** The words of the query that a topic's own phrases (name, aliases, keywords) contain. */
function covered(query: string[], topic: Topic): number {
  const own = new Set(phrases().filter((p) => p.topic === topic).flatMap((p) => p.words));
  return query.filter((w) => own.has(w)).length;
}

export function matchTopic(text: string): TopicMatch {
  const query = phraseWords(text);
  // Each topic's best phrase, then the topic that covers most of what was typed wins ("life cycle
  // of a butterfly": Butterflies, whose article teaches the life cycle, over Life Cycles), and
  // among equals the one whose articles share the named subtopic most ("evaporation").
  let best: { phrase: Phrase; score: number } | undefined;
  if (query.length > 0) {
    const byTopic = new Map<Topic, { phrase: Phrase; score: number }>();
    for (const p of phrases()) {
      const s = score(query, p);
      const seen = byTopic.get(p.topic);
      if (s > 0 && (!seen || s > seen.score)) byTopic.set(p.topic, { phrase: p, score: s });
    }
    for (const [topic, hit] of byTopic) {
      const sharing = hit.phrase.article ? phrases().filter((p) => p.topic === topic && p.article && p.words.join(" ") === hit.phrase.words.join(" ")).length : 0;
      const total = hit.score + 10 * covered(query, topic) + sharing;
      if (!best || total > best.score) best = { phrase: hit.phrase, score: total };
    }
  }
  if (best) return { kind: "found", topic: best.phrase.topic, article: best.phrase.article, query };
  return { kind: "unknown", suggestions: relatedTopics(query) };
}

// For an unknown topic: the topics whose own words (names, keywords, main ideas, first versions)
// share the most meaningful words with the request, else the nearest in spelling.
let topicWords: Map<Topic, Set<string>> | undefined;
function wordsOfTopics(): Map<Topic, Set<string>> {
  if (!topicWords) {
    topicWords = new Map();
    for (const t of TOPICS) {
      const text = [t.name, ...t.aliases, ...t.articles.flatMap((a) => [a.mainIdea, ...a.keywords, ...a.plan.map((i) => i.versions[0] ?? "")])];
      topicWords.set(t, new Set(text.flatMap(phraseWords).filter((w) => w.length > 2)));
    }
  }
  return topicWords;
}

function relatedTopics(query: string[]): string[] {
  const all = wordsOfTopics();
  const meaningful = query.filter((w) => w.length > 2);
  const ranked = TOPICS.map((t) => {
    const own = all.get(t)!;
    let s = 0;
    for (const w of meaningful) {
      const holders = TOPICS.filter((o) => all.get(o)!.has(w)).length;
      if (own.has(w)) s += 1 / holders;
    }
    const spelling = Math.min(
      ...[t.name, ...t.aliases].map((p) => {
        const q = query.join(" ");
        const n = phraseWords(p).join(" ");
        return editDistance(q, n) / Math.max(q.length, n.length, 1);
      }),
    );
    return { name: t.name, s, spelling };
  });
  const related = ranked.filter((r) => r.s > 0).sort((a, b) => b.s - a.s || a.spelling - b.spelling);
  const near = ranked.filter((r) => r.s === 0 && r.spelling < 0.5).sort((a, b) => a.spelling - b.spelling);
  return [...related, ...near].slice(0, 3).map((r) => r.name);
}
