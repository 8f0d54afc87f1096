import type { TopicContent } from "../library/types";
import type { Level } from "../../phonics/types";
import { compose, type Composition, type JudgeSentence, type SentenceFacts } from "./compose";
import { sentenceJudge } from "./judge";
import { titlePicker } from "./titles";
import type { Wishes } from "./wishes";

// Greetings that carry a student's name, each decodable at level 1 or 2 (the name itself is a
// pre-taught term when it is above the level).
const NAME_FRAMES = ["NAME is set to dig in.", "NAME can dig in, and so can you.", "NAME, this one is for you."];

function greeting(name: string, level: Level, terms: Set<string>, seed: number): string | undefined {
  const judge = sentenceJudge(level, terms);
  const fits = NAME_FRAMES.map((f) => f.replace("NAME", name)).filter((f) => judge(f).decodable);
  return fits[seed % Math.max(fits.length, 1)];
}

// A library sentence's verdict depends only on the level and the allowed terms, so an isolate
// judges each sentence once per (topic, level, terms) instead of on every request.
const verdicts = new Map<string, Map<string, SentenceFacts>>();
const MAX_VERDICT_SETS = 1000;

function cachedJudge(key: string, judge: JudgeSentence): JudgeSentence {
  let known = verdicts.get(key);
  if (!known) {
    if (verdicts.size >= MAX_VERDICT_SETS) verdicts.clear();
    verdicts.set(key, (known = new Map()));
  }
  const map = known;
  return (text) => {
    let facts = map.get(text);
    if (!facts) map.set(text, (facts = judge(text)));
    return facts;
  };
}

/** Composes a passage on a library topic at a level: the composer with the engine's judgement. */
export function writeFromLibrary(topic: TopicContent, level: Level, wishes: Wishes, seed: number): Composition {
  const terms = new Set(topic.terms.map((t) => t.toLowerCase()));
  if (wishes.name) terms.add(wishes.name.toLowerCase());
  const lead = wishes.name ? greeting(wishes.name, level, terms, seed) : undefined;
  const judge = cachedJudge(`${topic.id}|${level}|${[...terms].sort().join(",")}`, sentenceJudge(level, terms));
  return compose(topic, level, wishes, seed, judge, titlePicker(level, terms), lead);
}
