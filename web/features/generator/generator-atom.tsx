import { Atom } from "../atom/atom-widget";
import { useGenerator } from "./generator-state";

/** Atom follows the generator: what is chosen, whether a passage is being written or shown. */
export function GeneratorAtom() {
  const { form, isGenerating, response } = useGenerator();
  return (
    <Atom
      context={{
        readingLevel: form.readingLevel,
        topic: form.topic,
        isGenerating,
        hasResponse: response !== null,
      }}
    />
  );
}
