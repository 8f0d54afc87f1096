import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { useGenerator } from "./generator-state";
import { LoadingView } from "./loading-view";
import { lazy, Suspense } from "react";

// The passage view brings the export builders; nobody needs them before the first passage.
const PassageView = lazy(() => import("./passage-view").then((m) => ({ default: m.PassageView })));

const FALLBACK_ERROR = "We couldn't process your request. Please try again or check your connection.";

/** SPEC.md §2: initial prompt, loading view, error card, or the passage. */
export function ResultPanel() {
  const { isGenerating, error, response, retry } = useGenerator();
  if (isGenerating) return <Card><LoadingView /></Card>;
  if (error) {
    return (
      <Card title="Error Creating Reading Passage">
        <p className="text-sm text-slate-800" role="alert">{error.message || FALLBACK_ERROR}</p>
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
