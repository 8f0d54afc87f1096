import type { Article, Topic } from "../library/types";
import { keywordPhrases, namePhrases } from "./phrases";
import { phraseWords, singular } from "./words";

// What an article talks about, to tell whether a teacher's request and notes are honoured.

/** Words of a teacher's notes that ask for something rather than name content. */
const INSTRUCTION = new Set(
  (
    "make write writing passage passages article articles text texts story about student students grade grades grader graders level " +
    "kid kids child children class classes please include including explain explaining focus describe describing short shorter long longer " +
    "simple simpler easy easier hard reading reader readers read use using want need needs should would could with for that this " +
    "these those who which more less some also very it its my our their they them we us you your be is are was were can will how why " +
    "what when where lesson lessons today tomorrow week unit topic word words sentence sentences paragraph paragraphs fun interesting " +
    "engaging friendly third fourth fifth sixth seventh eighth year old vocabulary key concept concepts idea ideas main teach teaching " +
    "learn learning know tell show give add mention talk discuss cover covering emphasize emphasise highlight bit lot lots detail detailed " +
    "details example examples etc part parts way ways thing things one two three four five many much not just like into from than then there " +
    "here has have had do does did get gets science scientific real basic basics different differences same between name named called " +
    "help helps understand them its so well good great new kind kinds type types other each every both only any all most " +
    "and or but the an of at by as if up out off over under our around through into across inside during while because " +
    "move moves moving happen happens happening go goes going come comes look looks see keep keeps stay stays live lives"
  ).split(" "),
);

const named = new WeakMap<Article, Set<string>>();
const covered = new WeakMap<Article, Set<string>>();

/** The words that name what the article is about: topic name, aliases, keywords (cheap, checked first). */
function namedWords(topic: Topic, article: Article): Set<string> {
  let words = named.get(article);
  if (!words) named.set(article, (words = new Set([...namePhrases(topic), ...keywordPhrases(article)].flatMap((p) => p.words))));
  return words;
}

/** Every word the article uses, in any version (built only when the named words do not suffice). */
function articleWords(topic: Topic, article: Article): Set<string> {
  let words = covered.get(article);
  if (!words) {
    const text = [article.mainIdea, ...article.titles, ...article.plan.flatMap((i) => i.versions)];
    words = new Set([...namedWords(topic, article), ...text.flatMap(phraseWords)]);
    covered.set(article, words);
  }
  return words;
}

/** Covered by the words naming the article, else by any word it uses. */
function coveredBy(topic: Topic, article: Article) {
  return (w: string) => namedWords(topic, article).has(w) || isCovered(w, articleWords(topic, article));
}

/** A word is covered when the article uses it or a word of the same stem (evaporates ~ evaporation). */
function isCovered(word: string, words: Set<string>): boolean {
  if (words.has(word)) return true;
  if (word.length < 5) return false;
  const stem = word.slice(0, Math.max(5, word.length - 3));
  for (const w of words) if (w.startsWith(stem)) return true;
  return false;
}

/** The content words of `text`: singular form -> the spelling first typed. */
function contentWords(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of text.match(/[\p{L}][\p{L}'-]*/gu) ?? []) {
    const w = singular(raw.toLowerCase().replace(/'s$/, ""));
    if (w.length < 3 || INSTRUCTION.has(w) || INSTRUCTION.has(raw.toLowerCase()) || out.has(w)) continue;
    out.set(w, raw);
  }
  return out;
}

/** The content words of `text` (as typed) that the article does not cover. */
export function uncoveredWords(text: string, topic: Topic, article: Article): string[] {
  const isIn = coveredBy(topic, article);
  return [...contentWords(text)].filter(([w]) => !isIn(w)).map(([, raw]) => raw);
}

/** How many content words of `text` the article covers. */
export function coveredCount(text: string, topic: Topic, article: Article): number {
  const isIn = coveredBy(topic, article);
  return [...contentWords(text).keys()].filter(isIn).length;
}

/** How many of the article's keywords the teacher's words name (a subtopic, a concept in the notes). */
export function keywordHits(article: Article, words: readonly string[]): number {
  const typed = new Set(words);
  let hits = 0;
  for (const { words: kw } of keywordPhrases(article)) if (kw.every((w) => typed.has(w))) hits += kw.length;
  return hits;
}
