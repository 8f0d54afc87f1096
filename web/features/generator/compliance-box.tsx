import { LEVELS } from "../../../schema/levels";
import type { ArticleRef, StructuredData } from "../../../schema/passages";
import { TEXT_STRUCTURE_INFO } from "../../../schema/topics";
import { Button } from "../../ui/button";
import { useAuth } from "../auth/auth-context";
import { useGenerator } from "./generator-state";

/**
 * '{percentage}% Compliant', the engine's summary, and the offer of another version, made
 * actionable: the same article one level lower or higher (so a mixed class reads one text), or the
 * same topic in each other structure it offers.
 */
export function ComplianceBox({ data, article }: { data: StructuredData; article?: ArticleRef }) {
  const { again, isGenerating } = useGenerator();
  const { isAuthenticated } = useAuth();
  const levels = [LEVELS[data.level - 2], LEVELS[data.level]].filter((l) => l !== undefined);
  const current = data.text_structure ?? article?.structure;
  const structures = (article?.structures ?? []).filter((s) => s !== current);
  const percent = data.compliance_percentage;
  const full = percent === 100;
  return (
    <section className={`rounded-lg border p-4 ${full ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"}`} aria-label="Compliance" data-print="teacher">
      {typeof percent === "number" && <p className="text-xl font-bold text-slate-900">{percent}% Compliant</p>}
      <p className="mt-1 text-sm text-slate-800">{data.compliance_summary}</p>
      <p className="mt-3 text-sm text-slate-800">
        Would you like a version of this passage with another text structure or decoding level?
      </p>
      {isAuthenticated && (
        <div className="mt-2 flex flex-wrap gap-2 print:hidden">
          {levels.map((l) => (
            <Button key={l.id} variant="secondary" disabled={isGenerating} onClick={() => again({ readingLevel: l.id }, article?.id)}>
              Generate at Level {l.number}
            </Button>
          ))}
          {structures.map((s) => (
            <Button key={s} variant="secondary" disabled={isGenerating} onClick={() => again({ textStructure: s })}>
              Generate as {TEXT_STRUCTURE_INFO[s].label}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
