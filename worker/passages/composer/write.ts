import type { TopicContent } from "../library/types";
import type { Level } from "../../phonics/types";
import { compose, type Composition } from "./compose";
import { sentenceJudge } from "./judge";
import { titlePicker } from "./titles";
import type { Wishes } from "./wishes";

/** Composes a passage on a library topic at a level: the composer with the engine's judgement. */
export function writeFromLibrary(topic: TopicContent, level: Level, wishes: Wishes, seed: number): Composition {
  const terms = new Set(topic.terms.map((t) => t.toLowerCase()));
  return compose(topic, level, wishes, seed, sentenceJudge(level, terms), titlePicker(level, terms));
}
