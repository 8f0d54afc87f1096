import { LEVELS } from "../../../schema/levels";
import type { StructuredData } from "../../../schema/passages";
import { Button } from "../../ui/button";
import { useAuth } from "../auth/auth-context";
import { useGenerator } from "./generator-state";

/** '{percentage}% Compliant', the engine's summary, and the offer of another version, made actionable. */
export function ComplianceBox({ data }: { data: StructuredData }) {
  const { form, submit, isGenerating } = useGenerator();
  const { isAuthenticated } = useAuth();
  const lower = LEVELS[data.level - 2];
  const higher = LEVELS[data.level];
  const regenerate = (id: (typeof LEVELS)[number]["id"]) => submit({ ...form, topic: form.topic || data.topic, readingLevel: id });
  const percent = data.compliance_percentage;
  const full = percent === 100;
  return (
    <section className={`rounded-lg border p-4 ${full ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"}`} aria-label="Compliance">
      {typeof percent === "number" && <p className="text-xl font-bold text-slate-900">{percent}% Compliant</p>}
      <p className="mt-1 text-sm text-slate-800">{data.compliance_summary}</p>
      <p className="mt-3 text-sm text-slate-800">
        Would you like a version of this passage with another text structure or decoding level?
      </p>
      {isAuthenticated && (
        <div className="mt-2 flex flex-wrap gap-2 print:hidden">
          {lower && (
            <Button variant="secondary" disabled={isGenerating} onClick={() => regenerate(lower.id)}>
              Generate at Level {lower.number}
            </Button>
          )}
          {higher && (
            <Button variant="secondary" disabled={isGenerating} onClick={() => regenerate(higher.id)}>
              Generate at Level {higher.number}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
