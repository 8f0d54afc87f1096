import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";
import { PassageText } from "../generator/passage-text";
import type { SampleDocument } from "../../../schema/samples";
import { sampleLabel } from "./samples-api";

const LISTS: [keyof SampleDocument["wordLists"], string, string][] = [
  ["content", "Content", "The passage's words other than function words (the, of, and ...)."],
  ["heart", "Heart", "High-frequency irregular words, learned by heart."],
  ["target", "Target", "Words at exactly this level: the pattern being practised."],
  ["multisyllabic", "Multi-syllabic", "Target words of two or more syllables."],
];

/** A sample in full: the passage with its bold terms, then the engine's four word lists. */
export function SampleDialog({ sample, onClose }: { sample: SampleDocument | null; onClose: () => void }) {
  return (
    <Modal
      open={sample !== null}
      onClose={onClose}
      size="xl"
      title={sample?.title ?? ""}
      description={sample ? `${sampleLabel(sample)} · ${sample.compliance_percentage}% compliant` : undefined}
    >
      {sample && (
        <div className="flex flex-col gap-6">
          <PassageText content={sample.content} />
          <section aria-label="Word lists" className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
            {LISTS.map(([key, name, hint]) => (
              <div key={key} data-testid={`word-list-${key}`}>
                <h3 className="text-sm font-semibold text-slate-900">
                  {name} <span className="font-normal text-slate-600">({sample.wordLists[key].length})</span>
                </h3>
                <p className="text-xs text-slate-600">{hint}</p>
                <p className="mt-1 text-sm text-slate-800">{sample.wordLists[key].join(", ") || "None"}</p>
              </div>
            ))}
          </section>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
