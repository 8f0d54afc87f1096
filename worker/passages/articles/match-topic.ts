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
  text: string;
  topic: Topic;
  article?: Article;
}

/** Built once per isolate: every phrase, the phrases each word is in, each topic's words. */
interface PhraseIndex {
  all: Phrase[];
  byWord: Map<string, Phrase[]>;
  topicWords: Map<Topic, Set<string>>;
  /** "topic id|phrase": how many of the topic's articles list that keyword. */
  sharing: Map<string, number>;
}

let index: PhraseIndex | undefined;
function phraseIndex(): PhraseIndex {
  if (index) return index;
  const all: Phrase[] = [];
  const add = (text: string, topic: Topic, article?: Article) => {
    const words = phraseWords(text);
    if (words.length > 0) all.push({ words, text: words.join(" "), topic, article });
  };
  for (const topic of TOPICS) {
    for (const p of [topic.name, topic.id, ...topic.aliases]) add(p, topic);
    for (const article of topic.articles) for (const k of article.keywords) add(k, topic, article);
  }
  const byWord = new Map<string, Phrase[]>();
  const topicWords = new Map<Topic, Set<string>>();
  const sharing = new Map<string, number>();
  for (const p of all) {
    for (const w of new Set(p.words)) (byWord.get(w) ?? byWord.set(w, []).get(w)!).push(p);
    const own = topicWords.get(p.topic) ?? topicWords.set(p.topic, new Set()).get(p.topic)!;
    for (const w of p.words) own.add(w);
    if (p.article) sharing.set(`${p.topic.id}|${p.text}`, (sharing.get(`${p.topic.id}|${p.text}`) ?? 0) + 1);
  }
  return (index = { all, byWord, topicWords, sharing });
}

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
function candidates(query: string[], idx: PhraseIndex): Iterable<Phrase> {
  if (query.some((w) => w.length > 4 && !defaultLexicon().has(w))) return idx.all;
  return new Set(query.flatMap((w) => idx.byWord.get(w) ?? []));
}

export function matchTopic(text: string): TopicMatch {
  const query = phraseWords(text);
  const idx = phraseIndex();
  // Each topic's best phrase, then the topic that covers most of what was typed wins ("life cycle
  // of a butterfly": Butterflies, whose article teaches the life cycle, over Life Cycles), and
  // among equals the one whose articles share the named subtopic most ("evaporation").
  let best: { phrase: Phrase; score: number } | undefined;
  if (query.length > 0) {
    const byTopic = new Map<Topic, { phrase: Phrase; score: number }>();
    for (const p of candidates(query, idx)) {
      const s = score(query, p);
      const seen = byTopic.get(p.topic);
      if (s > 0 && (!seen || s > seen.score)) byTopic.set(p.topic, { phrase: p, score: s });
    }
    for (const [topic, hit] of byTopic) {
      const own = idx.topicWords.get(topic)!;
      const covered = query.filter((w) => own.has(w)).length;
      const sharing = hit.phrase.article ? (idx.sharing.get(`${topic.id}|${hit.phrase.text}`) ?? 0) : 0;
      const total = hit.score + 10 * covered + sharing;
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
