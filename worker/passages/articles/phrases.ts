import type { Article, Topic } from "../library/types";
import indexFile from "../library/topic-index.generated.json";
import { TOPICS } from "./catalog";
import { listed, type TopicIndex } from "./topic-index";

// The build's topic index as requests read it: phrases by word, by topic name, by article.

export interface Phrase {
  words: string[];
  text: string;
  topic: Topic;
  article?: Article;
}

const INDEX = indexFile as unknown as TopicIndex;

// Each phrase is made from the index when first looked at.
const made: Phrase[] = [];
function phraseAt(i: number): Phrase {
  let p = made[i];
  if (!p) {
    const [text, ti, ai] = INDEX.phrases[i]!;
    const topic = TOPICS[ti]!;
    made[i] = p = { words: text.split(" "), text, topic, article: ai < 0 ? undefined : topic.articles[ai] };
  }
  return p;
}

export const allPhrases = (): Phrase[] => INDEX.phrases.map((_, i) => phraseAt(i));

/** The phrases (names, ids, aliases, keywords) that hold `word`. */
export const phrasesWith = (word: string): Phrase[] => listed(INDEX.byWord, word).map(phraseAt);

/** A topic's name and aliases. */
export const namePhrases = (topic: Topic): Phrase[] => listed(INDEX.names, topic.id).map(phraseAt);

/** An article's keywords (those with words). */
export const keywordPhrases = (article: Article): Phrase[] => listed(INDEX.keywords, article.id).map(phraseAt);

/** The places in TOPICS of the topics whose own text uses `word`. */
export const topicsUsing = (word: string): readonly number[] => listed(INDEX.related, word);
