import { Field, Label, Textarea } from "@headlessui/react";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { ReadingLevel } from "../../../schema/levels";
import { ANALYZE_TEXT_MAX } from "../../../schema/passage-limits";
import { SPARK_SEQUENCE } from "../../../schema/profile";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { TextField } from "../../ui/field";
import type { ReaderStep } from "../generator/generator-state";
import { LevelSelect } from "../generator/level-select";
import { useProfile } from "../reading-sequence/reader-api";
import { analyze, type Analysis } from "./analyze-api";
import { CheckedView } from "./checked-view";

interface Checked {
  text: string;
  readingLevel: ReadingLevel;
  /** A step of the teacher's own sequence (readingLevel is then the step's level); null for our levels. */
  reader: ReaderStep | null;
  terms: string[];
  analysis: Analysis;
  /** The percentage before the last change of terms, to show what the change did. */
  before: number | null;
}

/**
 * Check Text: any passage judged at a level, word by word, with swaps and pre-taught terms; for a
 * teacher who saved another sequence than ours, at one of its steps (the Generator's level control).
 */
export function CheckTextTab() {
  const [readingLevel, setReadingLevel] = useState<ReadingLevel | "">("");
  const [reader, setReader] = useState<ReaderStep | null>(null);
  const [text, setText] = useState("");
  const [title, setTitle] = useState("");
  const [checked, setChecked] = useState<Checked | null>(null);
  const mutation = useMutation({ mutationFn: analyze });
  // A level chosen before the teacher saved another sequence is no longer in the control: it is not used.
  const sequence = useProfile().data?.profile.sequence ?? SPARK_SEQUENCE;
  const level = (reader?.sequence ?? SPARK_SEQUENCE) === sequence ? readingLevel : "";
  const trimmed = text.trim();
  const why = !level ? "Choose a decoding level to check against." : !trimmed ? "Paste the text to check." : null;

  function run(next: Omit<Checked, "analysis" | "before">, before: number | null) {
    const { reader: step, ...request } = next;
    mutation.mutate(step ? { ...request, sequence: step.sequence, step: step.step } : request, {
      onSuccess: (analysis) => setChecked({ ...next, analysis, before }),
    });
  }
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (why || !level) return;
    // The server trims the text; sending it trimmed keeps the word offsets pointing into this string.
    run({ text: trimmed, readingLevel: level, reader, terms: checked?.text === trimmed ? checked.terms : [] }, null);
  }
  const setTerms = (terms: string[]) =>
    checked && run({ text: checked.text, readingLevel: checked.readingLevel, reader: checked.reader, terms }, checked.analysis.compliance_percentage);

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="min-w-0 lg:col-span-2 print:hidden">
        <Card title="Check Text" subtitle="Paste any passage to see how decodable it is at a level">
          <form onSubmit={onSubmit} className="flex flex-col gap-4">
            <LevelSelect
              value={level}
              step={reader}
              onChange={(level, step) => {
                setReadingLevel(level);
                setReader(step);
              }}
              disabled={mutation.isPending}
            />
            <TextField label="Title (optional)" name="title" maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
            <Field disabled={mutation.isPending} className="flex flex-col gap-1">
              <Label className="text-sm font-medium text-slate-800">Text to check</Label>
              <Textarea
                name="text"
                rows={10}
                maxLength={ANALYZE_TEXT_MAX}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className="rounded-md border border-slate-500 px-3 py-2 text-sm text-slate-900 data-[disabled]:bg-slate-100"
              />
              <p className="text-xs text-slate-600">
                {text.length.toLocaleString("en-US")} of {ANALYZE_TEXT_MAX.toLocaleString("en-US")} characters
              </p>
            </Field>
            <Button type="submit" disabled={why !== null || mutation.isPending} aria-describedby={why ? "check-why" : undefined} className="w-full">
              {mutation.isPending ? "Checking..." : "Check"}
            </Button>
            {why && <p id="check-why" className="text-sm text-slate-700">{why}</p>}
            {mutation.error && <p role="alert" className="text-sm text-red-700">{mutation.error.message}</p>}
          </form>
        </Card>
      </div>
      <div className="min-w-0 lg:col-span-3">
        {checked ? (
          <CheckedView
            text={checked.text}
            title={title}
            terms={checked.terms}
            analysis={checked.analysis}
            before={checked.before}
            busy={mutation.isPending}
            onTermsChange={setTerms}
          />
        ) : (
          <Card title="Ready to Check a Text">
            <p className="text-sm text-slate-700">
              Choose a decoding level, paste a passage and click Check. Each word is marked by what it is, and every word
              that breaks the level comes with swaps your students can decode.
            </p>
          </Card>
        )}
      </div>
    </div>
  );
}
