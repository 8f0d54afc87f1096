import { BestPractices } from "./best-practices";
import { DecodingLevels } from "./decoding-levels";
import { ExampleDocuments } from "./example-documents";
import { ExternalResources } from "./external-resources";
import { TopicLibrary } from "./topic-library";

/** SPEC.md §2 Reference tab: shown to everyone, signed in or not. */
export function ReferenceTab({ onTopicPicked }: { onTopicPicked: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-slate-900">Phonics Patterns Reference Guide</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <ExampleDocuments />
        <DecodingLevels />
        <BestPractices />
        <ExternalResources />
        <div className="lg:col-span-2">
          <TopicLibrary onTopicPicked={onTopicPicked} />
        </div>
      </div>
    </div>
  );
}
