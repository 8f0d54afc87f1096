import { HttpError } from "../errors";
import type { Level } from "../phonics/types";
import { newSeed } from "./composer/random";
import { matchTopic } from "./composer/topic-match";
import { parseWishes } from "./composer/wishes";
import { writeFromLibrary } from "./composer/write";
import { TOPICS } from "./library/index";
import type { Draft, DraftRequest } from "./providers/types";

export const BUILTIN_MODEL = "spark-builtin-composer";

/** The built-in composer as a writer: a known topic, or a 422 naming the nearest ones. */
export function builtinDraft(req: DraftRequest, seed = newSeed()): Draft {
  const match = matchTopic(req.topic, TOPICS);
  if (!match.topic) {
    throw new HttpError(
      422,
      `The built-in writer has no material on "${req.topic}". Closest topics it knows: ${match.suggestions.join(", ")}. ` +
        "For any other topic, an administrator can connect an AI provider (PASSAGE_PROVIDER=openai with OPENAI_API_KEY, or Workers AI); see the README.",
    );
  }
  const wishes = parseWishes(req.additionalContext);
  const c = writeFromLibrary(match.topic, req.level as Level, wishes, seed);
  return {
    title: c.title,
    content: c.content,
    terms: c.terms,
    raw: { writer: BUILTIN_MODEL, topic: match.topic.id, level: req.level, wishes, ...c.plan },
  };
}
