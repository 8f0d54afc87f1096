import { lazy, Suspense } from "react";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { DEFAULT_TITLE } from "../export/passage-model";
import { FALLBACK_ERROR, GenerationError } from "./generate-api";
import { useGenerator } from "./generator-state";
import { LoadingView } from "./loading-view";
import { useFocusOnReveal } from "./use-focus-on-reveal";

// The passage view brings the export builders; nobody needs them before the first passage.
const PassageView = lazy(() => import("./passage-view").then((m) => ({ default: m.PassageView })));

/** SPEC.md §2: initial prompt, loading view, error card, or the passage. */
export function ResultPanel() {
  const { isGenerating, error, response, revealed } = useGenerator();
  // Always in the page, so a screen reader hears the result arrive wherever focus was.
  const announcement = revealed > 0 && !isGenerating && response ? `Passage ready: ${response.structuredData?.title || DEFAULT_TITLE}` : "";
  return (
    <>
      {isGenerating ? (
        <Card><LoadingView /></Card>
      ) : error ? (
        <ErrorCard error={error} revealed={revealed} />
      ) : response ? (
        <Card>
          <Suspense fallback={<LoadingView />}>
            <PassageView response={response} revealed={revealed} />
          </Suspense>
        </Card>
      ) : (
        <Card title="Ready to Generate a Reading Passage">
          <p className="text-sm text-slate-700">
            Select a reading level, enter a topic, and click Generate to create a decodable passage. Every word is checked
            against the level, and you will see exactly how decodable the passage is.
          </p>
        </Card>
      )}
      <p className="sr-only" aria-live="polite">{announcement}</p>
    </>
  );
}

/**
 * SPEC.md §8's card. Try Again repeats the request, except after a refused topic (422): repeating
 * it would be refused again, so the button takes the teacher to the Topic field, and the server's
 * suggestions are offered first.
 */
function ErrorCard({ error, revealed }: { error: Error; revealed: number }) {
  const { retry, again } = useGenerator();
  const focusRef = useFocusOnReveal<HTMLParagraphElement>(revealed);
  const refused = error instanceof GenerationError && error.status === 422;
  const suggestions = error instanceof GenerationError ? error.suggestions : [];
  const toTopic = () => document.querySelector<HTMLInputElement>("input[name=topic]")?.focus();
  return (
    <Card title="Error Creating Reading Passage">
      <p ref={focusRef} tabIndex={-1} className="text-sm text-slate-800 focus:outline-none" role="alert">
        {error.message || FALLBACK_ERROR}
      </p>
      {suggestions.length > 0 && (
        <div role="group" aria-labelledby="topic-suggestions" className="mt-4">
          <p id="topic-suggestions" className="text-sm font-medium text-slate-900">
            Try one of these instead:
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((topic) => (
              <Button key={topic} variant="secondary" onClick={() => again({ topic })}>
                {topic}
              </Button>
            ))}
          </div>
        </div>
      )}
      {refused ? (
        <Button className="mt-4" onClick={toTopic}>
          Choose Another Topic
        </Button>
      ) : (
        <Button className="mt-4" onClick={retry}>
          Try Again
        </Button>
      )}
    </Card>
  );
}
