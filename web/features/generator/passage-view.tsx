import { useId, useState } from "react";
import type { GenerationResponse } from "../../../schema/passages";
import { SPARK_SEQUENCE } from "../../../schema/profile";
import { ExportBar } from "../export/export-bar";
import { BREAKDOWN_HEADING, breakdownLines, DEFAULT_TITLE, NAME_DATE_LINE, type CopyKind } from "../export/passage-model";
import { ComplianceBox } from "./compliance-box";
import { HighlightToggle } from "./highlight-toggle";
import { Notes, Questions, StepBreakdown, StructureLine, WrittenFor } from "./passage-extras";
import { PassageText } from "./passage-text";
import { useFocusOnReveal } from "./use-focus-on-reveal";
import { Violations, WordLists } from "./word-lists";

/**
 * The passage on screen. `data-copy` tells print.css which copy to print: the student copy keeps
 * the title, a name and date line, the passage and the questions (data-print="teacher" goes).
 */
export function PassageView({ response, revealed }: { response: GenerationResponse; revealed: number }) {
  const data = response.structuredData;
  // Focus lands on the article, named by its title, so the next Tab reaches the export bar.
  const focusRef = useFocusOnReveal<HTMLElement>(revealed);
  const titleId = useId();
  const [kind, setKind] = useState<CopyKind>("teacher");
  const [highlight, setHighlight] = useState(false);
  const lists = response.wordLists;
  // A reader of another sequence than ours: its own breakdown and name beside ours.
  const reader = response.reader && response.reader.sequence !== SPARK_SEQUENCE ? response.reader : undefined;
  const byStep = reader && data?.sequence_breakdown?.sequence === reader.sequence ? data.sequence_breakdown : undefined;
  const targets = highlight && lists ? new Set([...lists.target_single_syllable, ...lists.target_multisyllabic].map((w) => w.toLowerCase())) : undefined;
  return (
    <article ref={focusRef} tabIndex={-1} aria-labelledby={titleId} className="flex flex-col gap-5 rounded-sm outline-offset-4 outline-brand-600 focus:outline-none focus-visible:outline-2" data-print="passage" data-copy={kind}>
      {response.content && <ExportBar response={response} kind={kind} onKindChange={setKind} />}
      <Notes notes={response.notes ?? []} />
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-2xl font-bold text-slate-900">{data?.title || DEFAULT_TITLE}</h3>
        <p className="hidden" data-print="student">{NAME_DATE_LINE}</p>
        {data?.text_structure && <StructureLine structure={data.text_structure} />}
      </div>
      {lists && <HighlightToggle on={highlight} onChange={setHighlight} level={data?.level} />}
      <PassageText content={data?.content ?? response.content} highlight={targets} />
      {data && (
        <>
          <Questions questions={data.questions ?? []} />
          <div className={byStep ? "grid gap-4 sm:grid-cols-2" : undefined}>
            <section aria-label={BREAKDOWN_HEADING} data-print="teacher">
              <h4 className="font-semibold text-slate-900">{BREAKDOWN_HEADING}</h4>
              <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-800">
                {breakdownLines(data.phonics_compliance).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
            {reader && byStep && <StepBreakdown reader={reader} breakdown={byStep} />}
          </div>
          <section aria-label="High-Level Words Bolded" data-print="teacher">
            <h4 className="font-semibold text-slate-900">High-Level Words Bolded</h4>
            <p className="text-sm text-slate-800">{data.high_level_terms_bolded.length ? data.high_level_terms_bolded.join(", ") : "None"}</p>
          </section>
          {response.wordLists && <WordLists lists={response.wordLists} />}
          {response.violations && <Violations violations={response.violations} />}
          {reader && <WrittenFor reader={reader} />}
          <ComplianceBox data={data} article={response.article} />
        </>
      )}
      {response.rawResponse != null && (
        <details className="print:hidden" data-print="hide">
          <summary className="cursor-pointer text-sm font-medium text-slate-700">Response JSON</summary>
          {/* Focusable, so keyboard users can scroll it (axe scrollable-region-focusable). */}
          <pre tabIndex={0} role="region" aria-label="Response JSON" className="mt-2 max-h-60 overflow-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">
            {JSON.stringify(response.rawResponse, null, 2)}
          </pre>
        </details>
      )}
    </article>
  );
}
