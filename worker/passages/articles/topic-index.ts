import type { Topic } from "../library/types";
import { phraseWords } from "./words";

// The phrases and words topic matching and coverage look up, normalised once by
// `npm run build:library` (library/topic-index.generated.json) so that no request builds them.
// A phrase names its topic and article by their places in TOPICS and in the topic's articles.

/** A topic's name, id or alias (article -1), or an article's keyword, as its words joined by spaces. */
export type IndexedPhrase = [text: string, topic: number, article: number];

export interface TopicIndex {
  phrases: IndexedPhrase[];
  /** Each phrase word: the phrases it is in. */
  byWord: Record<string, number[]>;
  /** Each topic id: the phrases of its name and aliases. */
  names: Record<string, number[]>;
  /** Each article id: the phrases of its keywords. */
  keywords: Record<string, number[]>;
  /** Each word (over 2 letters) of a topic's names, main ideas, keywords and first versions: the
   * topics using it (to suggest topics for an unknown request). */
  related: Record<string, number[]>;
}

/** The phrases or topics listed under `key` (own keys only: a typed "constructor" is a word too). */
export function listed(table: Record<string, number[]>, key: string): readonly number[] {
  return Object.hasOwn(table, key) ? table[key]! : [];
}

/** The topic index of a library, as the build stores it. */
export function buildTopicIndex(topics: readonly Topic[]): TopicIndex {
  const phrases: IndexedPhrase[] = [];
  const byWord = new Map<string, number[]>();
  const related = new Map<string, number[]>();
  const names: Record<string, number[]> = {};
  const keywords: Record<string, number[]> = {};
  const list = (map: Map<string, number[]>, key: string) => map.get(key) ?? map.set(key, []).get(key)!;
  /** Adds a phrase and returns its place, or none for a phrase with no words. */
  const add = (text: string, topic: number, article: number): number[] => {
    const words = phraseWords(text);
    if (words.length === 0) return [];
    for (const w of new Set(words)) list(byWord, w).push(phrases.length);
    phrases.push([words.join(" "), topic, article]);
    return [phrases.length - 1];
  };
  topics.forEach((t, ti) => {
    const name = add(t.name, ti, -1);
    add(t.id, ti, -1);
    names[t.id] = [...name, ...t.aliases.flatMap((a) => add(a, ti, -1))];
    t.articles.forEach((a, ai) => {
      keywords[a.id] = a.keywords.flatMap((k) => add(k, ti, ai));
    });
    const text = [t.name, ...t.aliases, ...t.articles.flatMap((a) => [a.mainIdea, ...a.keywords, ...a.plan.map((i) => i.versions[0] ?? "")])];
    for (const w of new Set(text.flatMap(phraseWords))) if (w.length > 2) list(related, w).push(ti);
  });
  return { phrases, byWord: Object.fromEntries(byWord), names, keywords, related: Object.fromEntries(related) };
}
