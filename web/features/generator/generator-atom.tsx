import { Atom } from "../atom/atom-widget";
import { matchTopics, useTopics } from "../topics/topics-api";
import { GenerationError } from "./generate-api";
import { useGenerator } from "./generator-state";

/**
 * Atom follows the generator: what is chosen, whether the topic is one the library has (GET
 * /api/topics), whether a passage is being written or shown, and whether the last try failed.
 */
export function GeneratorAtom() {
  const { form, isGenerating, response, error } = useGenerator();
  const topics = useTopics();
  const knownTopic = topics.data && form.topic.trim() ? matchTopics(topics.data, form.topic).length > 0 : undefined;
  return (
    <Atom
      context={{
        readingLevel: form.readingLevel,
        topic: form.topic,
        isGenerating,
        hasResponse: response !== null,
        knownTopic,
        error: error ? (error instanceof GenerationError && error.status === 422 ? "refused" : "failed") : undefined,
      }}
    />
  );
}
