import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { useMemo, useState, type FormEvent } from "react";
import type { ProfileAnswer } from "../../../schema/profile";
import { profileSchema, READER_MESSAGES, type PatternInfo, type Profile, type SequenceInfo } from "../../../schema/reader";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { SelectField } from "../../ui/select-field";
import { useToast } from "../../ui/toast";
import { AllowedWords } from "./allowed-words";
import { SAVE_FAILED, usePatterns, useProfile, useSaveProfile, useSequences } from "./reader-api";
import { PatternList, statusOf, StepItem, stepLabel } from "./step-patterns";

type ErrorField = "sequence" | "step" | "patterns" | "allowedWords" | "form";
type Errors = Partial<Record<ErrorField, string>>;

/**
 * The teacher's reader: the scope & sequence their class follows, the step it has reached,
 * patterns switched on or off on top of the step, and words already taught. Saved for the teacher
 * (PUT /api/profile); the Generator then offers the sequence's steps.
 */
export function ReadingSequenceTab() {
  const profile = useProfile();
  const sequences = useSequences();
  const patterns = usePatterns();
  const error = profile.error ?? sequences.error ?? patterns.error;
  return (
    <Card title="Reading Sequence" subtitle="The phonics your class has been taught: passages are written and checked for it.">
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error.message}
        </p>
      ) : profile.data && sequences.data && patterns.data ? (
        <ReaderForm answer={profile.data} sequences={sequences.data} patterns={patterns.data} />
      ) : (
        <p className="text-sm text-slate-600">Loading settings…</p>
      )}
    </Card>
  );
}

function ReaderForm({ answer, sequences, patterns }: { answer: ProfileAnswer; sequences: SequenceInfo[]; patterns: PatternInfo[] }) {
  const [draft, setDraft] = useState<Profile>(answer.profile);
  const [saved, setSaved] = useState(answer.saved);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveProfile();
  const toast = useToast();

  const sequence = sequences.find((s) => s.id === draft.sequence) ?? sequences[0]!;
  const step = Math.min(draft.step, sequence.steps.length);
  // The step of this sequence that teaches each pattern.
  const stepOf = useMemo(() => new Map(sequence.steps.flatMap((s) => s.adds.map((id) => [id, s.step] as const)).reverse()), [sequence]);
  const taughtByStep = (id: string) => (stepOf.get(id) ?? Infinity) <= step;
  const isOn = (id: string) => (taughtByStep(id) || draft.add.includes(id)) && !draft.remove.includes(id);
  const outside = patterns.filter((p) => !stepOf.has(p.id));
  const byId = useMemo(() => new Map(patterns.map((p) => [p.id, p])), [patterns]);

  function change(next: Partial<Profile>) {
    setDraft((d) => ({ ...d, ...next }));
  }

  function toggle(id: string, on: boolean) {
    const add = draft.add.filter((x) => x !== id);
    const remove = draft.remove.filter((x) => x !== id);
    if (on && !taughtByStep(id)) add.push(id);
    if (!on && taughtByStep(id)) remove.push(id);
    change({ add, remove });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    // Only real changes on top of the step are kept: a pattern the step teaches is not "added".
    const body: Profile = {
      sequence: sequence.id,
      step,
      add: draft.add.filter((id) => !taughtByStep(id)),
      remove: draft.remove.filter((id) => taughtByStep(id)),
      allowedWords: draft.allowedWords,
    };
    const parsed = profileSchema.safeParse(body);
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues[0]?.message ?? SAVE_FAILED));
    setErrors({});
    save.mutate(body, {
      onSuccess: (answer) => {
        setDraft(answer.profile);
        setSaved(true);
        toast({ title: "Settings saved", description: `${sequence.name}, step ${answer.profile.step}.` });
      },
      onError: (err) => setErrors(errorsOf(err.message || SAVE_FAILED)),
    });
  }

  const stepInfo = sequence.steps[step - 1];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label="Reading sequence settings">
      {!saved && (
        <p className="text-sm text-slate-700" data-testid="profile-not-saved">
          You have not saved a reading sequence yet. The Generator offers our eight decoding levels until you do.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="Sequence"
          options={sequences.map((s) => ({ value: s.id, label: s.name }))}
          value={sequence.id}
          onChange={(id) => change({ sequence: id, step: 1, add: [], remove: [] })}
          disabled={save.isPending}
          hint={sequence.source}
          error={errors.sequence}
        />
        <SelectField
          label="Step reached"
          options={sequence.steps.map((s) => ({ value: String(s.step), label: stepLabel(s) }))}
          value={String(step)}
          onChange={(value) => change({ step: Number(value) })}
          disabled={save.isPending}
          hint={stepInfo ? `Everything taught up to this step counts as known (our Level ${stepInfo.level} at most).` : undefined}
          error={errors.step}
        />
      </div>

      <AllowedWords
        words={draft.allowedWords}
        error={errors.allowedWords}
        disabled={save.isPending}
        onChange={(allowedWords) => change({ allowedWords })}
        onError={(allowedWords) => setErrors({ ...errors, allowedWords })}
      />

      <section aria-labelledby="reader-steps-heading" className="flex flex-col gap-2">
        <h3 id="reader-steps-heading" className="text-base font-semibold text-slate-900">
          Steps and patterns
        </h3>
        <p className="text-sm text-slate-700">
          Each step's patterns and heart words. Patterns of the steps up to step {step} are taught; switch single patterns on or off to match your class.
        </p>
        {errors.patterns && (
          <p className="text-sm text-red-700" role="alert">
            {errors.patterns}
          </p>
        )}
        <ol className="flex flex-col gap-2">
          {sequence.steps.map((s) => (
            <StepItem key={`${sequence.id}-${s.step}`} info={s} taught={s.step <= step} defaultOpen={s.step === step}>
              <PatternList ids={s.adds} byId={byId} isOn={isOn} onToggle={toggle} status={(id) => statusOf(isOn(id), taughtByStep(id), s.step)} disabled={save.isPending} />
              <p className="mt-2 text-sm text-slate-700">
                <span className="font-medium">Heart words:</span> {s.heartWords.length > 0 ? s.heartWords.join(", ") : "none new"}
              </p>
            </StepItem>
          ))}
          {outside.length > 0 && (
            <li>
              <Disclosure>
                <DisclosureButton className="group flex w-full flex-wrap items-center justify-between gap-2 rounded-md border border-l-4 border-slate-200 bg-white px-3 py-2 text-left text-sm text-slate-900 hover:bg-slate-50">
                  <span className="font-medium">
                    <span aria-hidden="true" className="mr-2 inline-block text-slate-600 transition-transform group-data-[open]:rotate-90">
                      ▸
                    </span>
                    Not in this sequence
                  </span>
                  <span className="text-slate-600">{outside.filter((p) => isOn(p.id)).length} of {outside.length} on</span>
                </DisclosureButton>
                <DisclosurePanel className="px-3 py-2">
                  <PatternList ids={outside.map((p) => p.id)} byId={byId} isOn={isOn} onToggle={toggle} status={(id) => statusOf(isOn(id), false, null)} disabled={save.isPending} />
                </DisclosurePanel>
              </Disclosure>
            </li>
          )}
        </ol>
      </section>

      <div className="flex flex-col gap-1">
        {errors.form && (
          <p className="text-sm text-red-700" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" disabled={save.isPending} className="w-fit">
          {save.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}

/** A message from the server or the schema, under the field it is about. */
function errorsOf(message: string): Errors {
  const m = READER_MESSAGES;
  if (message === m.sequenceInvalid || message.startsWith("Unknown sequence")) return { sequence: message };
  if (message === m.stepInvalid || message === m.stepWithoutSequence || message.startsWith("Step must")) return { step: message };
  if (message === m.patternsInvalid || message === m.patternsMax || message.startsWith("Unknown pattern")) return { patterns: message };
  if (message === m.wordsInvalid || message === m.wordsMax) return { allowedWords: message };
  return { form: message };
}
