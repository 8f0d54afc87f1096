import { useState } from "react";
import { Card } from "../../ui/card";
import { boldTerms } from "../export/bold";
import { ExportBar } from "../export/export-bar";
import { DEFAULT_TITLE, NAME_DATE_LINE, type CopyKind } from "../export/passage-model";
import { PassageText } from "../generator/passage-text";
import type { Analysis } from "./analyze-api";
import { checkedResponse } from "./checked-response";
import { MarkedText, MarkLegend } from "./marked-text";
import { WordReport } from "./word-report";

/** The terms in **bold**, as a passage carries them, for the printed copy. */
const withBoldTerms = (text: string, terms: string[]) =>
  text
    .split("\n")
    .map((line) => boldTerms(line, terms).map((r) => (r.bold ? `**${r.text}**` : r.text)).join(""))
    .join("\n");

/** A checked text: its percentage, the marked words, the lists, and the passage exports. */
export function CheckedView({ text, title, terms, analysis, before, busy, onTermsChange }: {
  text: string;
  title: string;
  terms: string[];
  analysis: Analysis;
  before: number | null;
  busy: boolean;
  onTermsChange: (terms: string[]) => void;
}) {
  const [kind, setKind] = useState<CopyKind>("teacher");
  const response = checkedResponse(text, title, terms, analysis);
  const percent = analysis.compliance_percentage;
  return (
    <Card>
      <article className="flex flex-col gap-4" data-print="passage" data-copy={kind}>
        <ExportBar response={response} kind={kind} onKindChange={setKind} />
        <h3 className="text-2xl font-bold text-slate-900">{title.trim() || DEFAULT_TITLE}</h3>
        <p className="hidden" data-print="student">{NAME_DATE_LINE}</p>
        <div aria-live="polite" data-print="teacher">
          {analysis.reader && (
            <p className="text-sm text-slate-700" data-testid="checked-for">
              Checked for {analysis.reader.sequenceName}, {analysis.reader.stepName}
            </p>
          )}
          <p className="text-xl font-bold text-slate-900">
            {percent}% Compliant
            {before !== null && before !== percent && <span className="ml-2 text-sm font-normal text-slate-700">(was {before}% before that change)</span>}
          </p>
          <p className="text-sm text-slate-800">{analysis.compliance_summary}</p>
        </div>
        <div className="flex flex-col gap-3 print:hidden" data-print="hide">
          <MarkLegend />
          <MarkedText text={text} analysis={analysis} />
        </div>
        <div className="hidden print:block">
          <PassageText content={withBoldTerms(text, terms)} />
        </div>
        <div data-print="teacher" className="print:[&_button]:hidden">
          <WordReport
            analysis={analysis}
            terms={terms}
            busy={busy}
            onAddTerm={(word) => onTermsChange([...terms, word])}
            onRemoveTerm={(word) => onTermsChange(terms.filter((t) => t !== word))}
          />
        </div>
      </article>
    </Card>
  );
}
