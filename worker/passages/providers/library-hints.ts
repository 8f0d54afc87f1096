import { contentWords, spelledFor, tokenize, wordOptions, type Reader } from "../../phonics";
import { verdictsOf } from "../articles/catalog";
import { matchTopic } from "../articles/match-topic";
import { firstReadable, termSet } from "../articles/verdicts";
import { phraseWords } from "../articles/words";

/** At most this many words are offered for one sentence: a hint, not a word bank. */
const MAX_HINT_WORDS = 12;

interface LibraryIdea {
  /** What the idea is about: its label and every version, as matching words. */
  about: Set<string>;
  /** The content words of its most natural version the reader can read that the reader decodes. */
  words: string[];
}

const aboutWords = (text: string) => contentWords(phraseWords(text)).filter((w) => w.length > 2);

function decodableWords(text: string, reader: Reader): string[] {
  const words = tokenize(text).flatMap((t) => (t.word && spelledFor(wordOptions(t.word) ?? [], reader.taught) ? [t.word] : []));
  return contentWords(words).filter((w) => w.length > 2);
}

/**
 * Where the built-in library has the request's topic, a finder for the decodable wording it uses
 * for an idea: the library idea sharing the most content words with the model's idea and sentence,
 * in its most natural version the reader can read. Null when the library lacks the topic.
 */
export function libraryHints(topic: string, reader: Reader): ((idea: string, sentence: string) => string[]) | null {
  const match = matchTopic(topic);
  if (match.kind !== "found") return null;
  const ideas: LibraryIdea[] = [];
  for (const article of match.topic.articles) {
    const verdicts = verdictsOf(article);
    const terms = termSet(article);
    article.plan.forEach((idea, i) => {
      const v = firstReadable(verdicts.plan[i] ?? [], reader, terms);
      if (v < 0) return;
      const words = decodableWords(idea.versions[v]!, reader);
      if (words.length > 0) ideas.push({ about: new Set([idea.idea, ...idea.versions].flatMap(aboutWords)), words });
    });
  }
  if (ideas.length === 0) return null;
  return (idea, sentence) => {
    const mine = new Set(aboutWords(`${idea} ${sentence.replace(/\*\*/g, "")}`));
    let best: LibraryIdea | undefined;
    let bestShared = 0;
    for (const candidate of ideas) {
      let shared = 0;
      for (const w of mine) if (candidate.about.has(w)) shared++;
      if (shared > bestShared) [best, bestShared] = [candidate, shared];
    }
    // Words the sentence already has are no news to the model.
    const used = new Set(tokenize(sentence).flatMap((t) => (t.word ? [t.word] : [])));
    return best ? best.words.filter((w) => !used.has(w)).slice(0, MAX_HINT_WORDS) : [];
  };
}
