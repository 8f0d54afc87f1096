import { useState } from "react";
import { Button } from "../../ui/button";
import { ReferenceCard } from "./reference-card";
import { SampleDialog } from "./sample-dialog";
import { sampleLabel, useSamples } from "./samples-api";

/** The three samples by name and level; the text itself waits in the dialog (SPEC.md §2). */
export function ExampleDocuments() {
  const samples = useSamples();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = samples.data?.find((s) => s.id === openId) ?? null;

  return (
    <ReferenceCard title="Example Documents">
      {samples.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading example documents…
        </p>
      )}
      {samples.error && (
        <p role="alert" className="text-sm text-red-700">
          The example documents could not be loaded. {samples.error.message}
        </p>
      )}
      {samples.data && (
        <ul className="divide-y divide-slate-200">
          {samples.data.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-3">
              <span className="font-medium text-slate-900">{sampleLabel(s)}</span>
              <Button variant="secondary" onClick={() => setOpenId(s.id)} aria-label={`View ${s.name} sample`}>
                View
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SampleDialog sample={open} onClose={() => setOpenId(null)} />
    </ReferenceCard>
  );
}
