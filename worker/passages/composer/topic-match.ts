import type { TopicContent } from "../library/types";

// Teachers type topics freely: "Frogs & Toads", "toads", "outer space", "the planets", "soccer".
// Matching is by normalised phrase, then by whole words, forgiving plurals and small typos.

const STOP = new Set(["the", "a", "an", "of", "about", "and", "all", "how", "why", "what", "do", "does", "work", "works", "science"]);

function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|xes|sses|oes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function normalizeTopic(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}\s'-]/gu, " ")
    .split(/[\s-]+/)
    .filter((w) => w && !STOP.has(w))
    .map(singular);
}

const phraseCache = new WeakMap<TopicContent, string[][]>();

/** The topic's name, id and aliases, normalised once per isolate. */
function phrases(topic: TopicContent): string[][] {
  let p = phraseCache.get(topic);
  if (!p) {
    p = [topic.name, topic.id.replace(/-/g, " "), ...topic.aliases].map(normalizeTopic).filter((x) => x.length > 0);
    phraseCache.set(topic, p);
  }
  return p;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = Math.min(up + 1, row[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length]!;
}

const containsRun = (words: string[], run: string[]) =>
  words.some((_, i) => run.every((w, k) => words[i + k] === w));

/** How well the typed words name the topic: 0 is no match; higher is better. */
function score(query: string[], topic: TopicContent): number {
  let best = 0;
  for (const p of phrases(topic)) {
    if (p.join(" ") === query.join(" ")) best = Math.max(best, 100);
    else if (containsRun(query, p)) best = Math.max(best, 50 + p.length);
    // "toads" names part of "Frogs & Toads"
    else if (containsRun(p, query)) best = Math.max(best, 30 + query.length);
    else if (p.length === query.length && p.every((w, i) => w.length > 4 && editDistance(w, query[i]!) <= 1)) {
      best = Math.max(best, 40);
    }
  }
  return best;
}

export type TopicMatch = { topic: TopicContent } | { topic: null; suggestions: string[] };

export function matchTopic(text: string, topics: readonly TopicContent[]): TopicMatch {
  const query = normalizeTopic(text);
  if (query.length > 0) {
    let best: TopicContent | null = null;
    let bestScore = 0;
    for (const t of topics) {
      const s = score(query, t);
      if (s > bestScore) [best, bestScore] = [t, s];
    }
    if (best) return { topic: best };
  }
  return { topic: null, suggestions: nearestTopics(query, topics) };
}

/** The three topics whose names or aliases are closest in spelling to what was typed. */
function nearestTopics(query: string[], topics: readonly TopicContent[]): string[] {
  const q = query.join(" ");
  const ranked = topics.map((t) => ({
    name: t.name,
    d: Math.min(...phrases(t).map((p) => editDistance(q, p.join(" ")) / Math.max(q.length, p.join(" ").length, 1))),
  }));
  return ranked.sort((a, b) => a.d - b.d || a.name.localeCompare(b.name)).slice(0, 3).map((r) => r.name);
}
