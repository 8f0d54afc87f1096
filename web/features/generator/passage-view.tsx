import type { GenerationResponse } from "../../../schema/passages";
import { ExportBar } from "../export/export-bar";
import { BREAKDOWN_HEADING, breakdownLines, DEFAULT_TITLE } from "../export/passage-model";
import { ComplianceBox } from "./compliance-box";
import { Notes, Questions, StructureLine } from "./passage-extras";
import { PassageText } from "./passage-text";
import { Violations, WordLists } from "./word-lists";

export function PassageView({ response }: { response: GenerationResponse }) {
  const data = response.structuredData;
  return (
    <article className="flex flex-col gap-5" data-print="passage">
      {response.content && <ExportBar response={response} />}
      <Notes notes={response.notes ?? []} />
      <div className="flex flex-col gap-1">
        <h3 className="text-2xl font-bold text-slate-900">{data?.title || DEFAULT_TITLE}</h3>
        {data?.text_structure && <StructureLine structure={data.text_structure} />}
      </div>
      <PassageText content={data?.content ?? response.content} />
      {data && (
        <>
          <Questions questions={data.questions ?? []} />
          <section aria-label={BREAKDOWN_HEADING}>
            <h4 className="font-semibold text-slate-900">{BREAKDOWN_HEADING}</h4>
            <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-800">
              {breakdownLines(data.phonics_compliance).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section aria-label="High-Level Words Bolded">
            <h4 className="font-semibold text-slate-900">High-Level Words Bolded</h4>
            <p className="text-sm text-slate-800">{data.high_level_terms_bolded.length ? data.high_level_terms_bolded.join(", ") : "None"}</p>
          </section>
          {response.wordLists && <WordLists lists={response.wordLists} />}
          {response.violations && <Violations violations={response.violations} />}
          <ComplianceBox data={data} article={response.article} />
        </>
      )}
      {response.rawResponse !== undefined && (
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
