import { Field, Label, Textarea } from "@headlessui/react";
import { useId, type FormEvent } from "react";
import { CONTEXT_MAX } from "../../../schema/passage-limits";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { useAuth } from "../auth/auth-context";
import { useGenerator } from "./generator-state";
import { LevelSelect } from "./level-select";
import { StructureSelect } from "./structure-select";
import { TopicField } from "./topic-field";

export function GeneratorForm() {
  const { isAuthenticated } = useAuth();
  const { form, setForm, submit, isGenerating } = useGenerator();
  const canSubmit = isAuthenticated && !isGenerating && form.readingLevel !== "" && form.topic.trim() !== "";
  // A disabled button says why, in words under it (and to screen readers through aria-describedby).
  const why = !isAuthenticated ? "Sign in to generate." : isGenerating ? null : !form.readingLevel ? "Choose a decoding level." : !form.topic.trim() ? "Enter a topic." : null;
  const whyId = useId();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (canSubmit) submit();
  }

  const label = !isAuthenticated ? "Login Required" : isGenerating ? "Processing..." : "Generate Reading Passage";
  return (
    <Card title="Reading Parameters" subtitle="Configure your custom reading passage">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <LevelSelect value={form.readingLevel} step={form.reader} onChange={(readingLevel, reader) => setForm({ ...form, readingLevel, reader })} disabled={isGenerating} />
        <TopicField value={form.topic} onChange={(topic) => setForm({ ...form, topic })} disabled={isGenerating} />
        <StructureSelect value={form.textStructure} onChange={(textStructure) => setForm({ ...form, textStructure })} disabled={isGenerating} />
        <Field disabled={isGenerating} className="flex flex-col gap-1">
          <Label className="text-sm font-medium text-slate-800">Additional Context</Label>
          <Textarea
            name="additionalContext"
            rows={3}
            maxLength={CONTEXT_MAX}
            placeholder="Any additional information that might help..."
            value={form.additionalContext}
            onChange={(e) => setForm({ ...form, additionalContext: e.target.value })}
            className="rounded-md border border-slate-500 px-3 py-2 text-sm text-slate-900 data-[disabled]:bg-slate-100"
          />
        </Field>
        <div className="flex flex-col gap-1">
          <Button type="submit" disabled={!canSubmit} aria-describedby={why ? whyId : undefined} className="w-full">
            {label}
          </Button>
          {why && (
            <p id={whyId} className="text-center text-sm text-slate-700" data-testid="generate-hint">
              {why}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}
