import type { ComprehensionQuestion } from "../../../schema/passages";
import type { ReaderInfo, SequenceBreakdown } from "../../../schema/reader";
import { TEXT_STRUCTURE_INFO, type TextStructure } from "../../../schema/topics";
import { stripBold } from "../export/bold";
import { QUESTIONS_HEADING } from "../export/passage-model";

/** The structure the passage is written in, with the signal words a reader can look for. */
export function StructureLine({ structure }: { structure: TextStructure }) {
  const info = TEXT_STRUCTURE_INFO[structure];
  return (
    <p className="text-sm text-slate-700" data-print="teacher">
      <span className="font-semibold text-slate-900">Text structure: {info.label}</span>
      <span className="block">Signal words: {info.signals}</span>
    </p>
  );
}

/** What the writer tells the teacher (a broader topic served, a wish it could not honour); not for paper. */
export function Notes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul aria-label="Notes" className="flex flex-col gap-1 rounded-lg border border-sky-700 bg-sky-50 p-3 text-sm text-slate-800 print:hidden" data-print="hide">
      {notes.map((note) => (
        <li key={note} className="flex gap-2">
          <span aria-hidden="true" className="font-bold text-sky-800">i</span>
          <span>{note}</span>
        </li>
      ))}
    </ul>
  );
}

/** The comprehension questions, numbered, each with its answer: this is the teacher's copy. */
export function Questions({ questions }: { questions: ComprehensionQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="passage-questions" data-student="large">
      <h4 id="passage-questions" className="font-semibold text-slate-900">
        {QUESTIONS_HEADING}
      </h4>
      <ol className="mt-1 flex list-decimal flex-col gap-2 pl-6 text-slate-900">
        {questions.map((q) => (
          <li key={q.question}>
            <p>{stripBold(q.question)}</p>
            <p className="text-sm text-slate-700" data-print="teacher">Answer: {stripBold(q.answer)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Beside the breakdown by our levels, for a reader of another sequence: the words by the step that makes them decodable. */
export function StepBreakdown({ reader, breakdown }: { reader: ReaderInfo; breakdown: SequenceBreakdown }) {
  const steps = breakdown.steps.filter((s) => s.words.length > 0);
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="passage-by-step" data-print="teacher">
      <h4 id="passage-by-step" className="font-semibold text-slate-900">
        By step ({reader.sequenceName})
      </h4>
      <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-800">
        {steps.map((s) => (
          <li key={s.step}>
            <span className="font-medium">{s.name}</span>: {s.words.join(", ")}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The reader of another sequence a passage was written for, in one line. */
export function WrittenFor({ reader }: { reader: ReaderInfo }) {
  return (
    <p className="text-sm text-slate-800" data-print="teacher" data-testid="written-for">
      <span className="font-semibold text-slate-900">Written for:</span> {reader.sequenceName}, {reader.stepName}
    </p>
  );
}
