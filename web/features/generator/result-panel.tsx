import { lazy, Suspense } from "react";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { GenerationError } from "./generate-api";
import { useGenerator } from "./generator-state";
import { LoadingView } from "./loading-view";

// The passage view brings the export builders; nobody needs them before the first passage.
const PassageView = lazy(() => import("./passage-view").then((m) => ({ default: m.PassageView })));

const FALLBACK_ERROR = "We couldn't process your request. Please try again or check your connection.";

/** SPEC.md §2: initial prompt, loading view, error card, or the passage. */
export function ResultPanel() {
  const { isGenerating, error, response, retry, again } = useGenerator();
  if (isGenerating) return <Card><LoadingView /></Card>;
  if (error) {
    const suggestions = error instanceof GenerationError ? error.suggestions : [];
    return (
      <Card title="Error Creating Reading Passage">
        <p className="text-sm text-slate-800" role="alert">{error.message || FALLBACK_ERROR}</p>
        {/* Try Again repeats the request as SPEC.md says; after a refused topic these are the way on. */}
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
        <Button className="mt-4" onClick={retry}>
          Try Again
        </Button>
      </Card>
    );
  }
  if (response) {
    return (
      <Card>
        <Suspense fallback={<LoadingView />}>
          <PassageView response={response} />
        </Suspense>
      </Card>
    );
  }
  return (
    <Card title="Ready to Generate a Reading Passage">
      <p className="text-sm text-slate-700">
        Select a reading level, enter a topic, and click Generate to create a decodable passage. Every word is checked
        against the level, and you will see exactly how decodable the passage is.
      </p>
    </Card>
  );
}
