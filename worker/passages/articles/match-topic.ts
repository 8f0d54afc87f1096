import type { Article, Topic } from "../library/types";
import { TOPICS } from "./catalog";
import { defaultLexicon } from "../../phonics";
import { allPhrases, namePhrases, phrasesWith, topicsUsing, type Phrase } from "./phrases";
import { containsRun, editDistance, phraseWords } from "./words";

// Teachers type topics freely: "Frogs & Toads", "toads", "the water cycle", "evaporation",
// "moon phases". A topic is found by its name, id or aliases; a subtopic by an article's keywords,
// which then also chooses the article. Plurals and small typos are forgiven.

export type TopicMatch =
  | { kind: "found"; topic: Topic; article?: Article; query: string[] }
  | { kind: "unknown"; suggestions: string[] };

/** How well the typed words name a phrase: 0 is no match; higher is better; topics beat subtopics. */
function score(query: string[], p: Phrase): number {
  const subtopic = p.article ? -12 : 0;
  if (p.text === query.join(" ")) return 100 + subtopic;
  if (containsRun(query, p.words)) return 50 + 4 * p.words.length + subtopic;
  if (containsRun(p.words, query)) return 30 + query.length + subtopic;
  // A typo, not another word: "volcanos" finds volcanoes, "heat" does not find heart.
  const typo = (w: string, typed: string) => w.length > 4 && !defaultLexicon().has(typed) && editDistance(w, typed) <= 1;
  if (p.words.length === query.length && p.words.every((w, i) => typo(w, query[i]!))) {
    return 40 + subtopic;
  }
  return 0;
}

/** The phrases worth scoring: those sharing a word with the query, and all of them when a typed
 * word is not in the dictionary (it may be a typo of a phrase word). */
function candidates(query: string[]): Iterable<Phrase> {
  if (query.some((w) => w.length > 4 && !defaultLexicon().has(w))) return allPhrases();
  return new Set(query.flatMap(phrasesWith));
}

/** How many articles of the phrase's topic list it as a keyword (0 for a topic's own name). */
function sharing(p: Phrase): number {
  return p.article ? phrasesWith(p.words[0]!).filter((q) => q.article && q.topic === p.topic && q.text === p.text).length : 0;
}

export function matchTopic(text: string): TopicMatch {
  const query = phraseWords(text);
  // Each topic's best phrase, then the topic that covers most of what was typed wins ("life cycle
  // of a butterfly": Butterflies, whose article teaches the life cycle, over Life Cycles), and
  // among equals the one whose articles share the named subtopic most ("evaporation").
  let best: { phrase: Phrase; score: number } | undefined;
  if (query.length > 0) {
    const byTopic = new Map<Topic, { phrase: Phrase; score: number }>();
    for (const p of candidates(query)) {
      const s = score(query, p);
      const seen = byTopic.get(p.topic);
      if (s > 0 && (!seen || s > seen.score)) byTopic.set(p.topic, { phrase: p, score: s });
    }
    for (const [topic, hit] of byTopic) {
      // How much of the request the topic's own phrases cover.
      const covered = query.filter((w) => phrasesWith(w).some((p) => p.topic === topic)).length;
      const total = hit.score + 10 * covered + sharing(hit.phrase);
      if (!best || total > best.score) best = { phrase: hit.phrase, score: total };
    }
  }
  if (best) return { kind: "found", topic: best.phrase.topic, article: best.phrase.article, query };
  return { kind: "unknown", suggestions: relatedTopics(query) };
}

// For an unknown topic: the topics whose own words (names, keywords, main ideas, first versions)
// share the most meaningful words with the request, a word counting less the more topics use it;
// else the nearest in spelling.
function relatedTopics(query: string[]): string[] {
  const shared = new Map<number, number>();
  for (const w of query.filter((w) => w.length > 2)) {
    const holders = topicsUsing(w);
    for (const ti of holders) shared.set(ti, (shared.get(ti) ?? 0) + 1 / holders.length);
  }
  const ranked = TOPICS.map((t, ti) => {
    const s = shared.get(ti) ?? 0;
    const spelling = Math.min(
      ...namePhrases(t).map(({ text: n }) => {
        const q = query.join(" ");
        return editDistance(q, n) / Math.max(q.length, n.length, 1);
      }),
    );
    return { name: t.name, s, spelling };
  });
  const related = ranked.filter((r) => r.s > 0).sort((a, b) => b.s - a.s || a.spelling - b.spelling);
  const near = ranked.filter((r) => r.s === 0 && r.spelling < 0.5).sort((a, b) => a.spelling - b.spelling);
  return [...related, ...near].slice(0, 3).map((r) => r.name);
}
