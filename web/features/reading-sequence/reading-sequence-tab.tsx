import { Checkbox, Description, Disclosure, DisclosureButton, DisclosurePanel, Field, Label } from "@headlessui/react";
import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import type { ProfileAnswer } from "../../../schema/profile";
import { profileSchema, READER_MESSAGES, type PatternInfo, type Profile, type SequenceInfo } from "../../../schema/reader";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { TextField } from "../../ui/field";
import { SelectField } from "../../ui/select-field";
import { useToast } from "../../ui/toast";
import { SAVE_FAILED, usePatterns, useProfile, useSaveProfile, useSequences } from "./reader-api";

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
  const [word, setWord] = useState("");
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

  function addWords() {
    const words = word.split(/[\s,;]+/).filter((w) => w !== "");
    if (words.length === 0) return;
    // As typed ("Rosa" stays "Rosa"), once each whatever the case: the engine compares in lower case.
    const allowedWords = [...draft.allowedWords];
    const seen = new Set(allowedWords.map((w) => w.toLowerCase()));
    for (const w of words.map((w) => w.replace(/[\u2018\u2019]/g, "'"))) {
      if (seen.has(w.toLowerCase())) continue;
      seen.add(w.toLowerCase());
      allowedWords.push(w);
    }
    const checked = profileSchema.shape.allowedWords.safeParse(allowedWords);
    if (!checked.success) return setErrors({ ...errors, allowedWords: checked.error.issues[0]?.message ?? READER_MESSAGES.wordsInvalid });
    setErrors({ ...errors, allowedWords: undefined });
    change({ allowedWords });
    setWord("");
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

      <section aria-labelledby="reader-words-heading" className="flex flex-col gap-2">
        <h3 id="reader-words-heading" className="text-base font-semibold text-slate-900">
          Allowed words
        </h3>
        <p className="text-sm text-slate-700">Students' names and words you have pre-taught count as decodable in every passage.</p>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 flex-1">
            <TextField
              label="Add allowed words"
              name="allowedWord"
              placeholder="e.g. Maya, volcano"
              autoComplete="off"
              value={word}
              error={errors.allowedWords}
              disabled={save.isPending}
              onChange={(e) => setWord(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  addWords();
                }
              }}
            />
          </div>
          <Button variant="secondary" onClick={addWords} disabled={save.isPending || word.trim() === ""} className={errors.allowedWords ? "mb-7" : ""}>
            Add word
          </Button>
        </div>
        {draft.allowedWords.length === 0 ? (
          <p className="text-sm text-slate-600">No allowed words yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Allowed words">
            {draft.allowedWords.map((w) => (
              <li key={w} className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-sm text-slate-900">
                {w}
                <button
                  type="button"
                  className="flex h-6 w-6 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200"
                  aria-label={`Remove ${w}`}
                  disabled={save.isPending}
                  onClick={() => change({ allowedWords: draft.allowedWords.filter((x) => x !== w) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

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

function stepLabel(s: StepInfo): string {
  return `Step ${s.step}: ${s.name}`;
}

type StepInfo = SequenceInfo["steps"][number];

function StepItem({ info, taught, defaultOpen, children }: { info: StepInfo; taught: boolean; defaultOpen: boolean; children: ReactNode }) {
  return (
    <li>
      <Disclosure defaultOpen={defaultOpen}>
        <DisclosureButton
          className={`group flex w-full flex-wrap items-center justify-between gap-2 rounded-md border border-l-4 border-slate-200 bg-white px-3 py-2 text-left text-sm text-slate-900 hover:bg-slate-50 ${taught ? "border-l-brand-600" : ""}`}
        >
          <span className="font-medium">
            <span aria-hidden="true" className="mr-2 inline-block text-slate-600 transition-transform group-data-[open]:rotate-90">
              ▸
            </span>
            {stepLabel(info)}
          </span>
          <span className="text-slate-600">
            {info.adds.length} {info.adds.length === 1 ? "pattern" : "patterns"} · {taught ? "taught" : "not yet taught"}
          </span>
        </DisclosureButton>
        <DisclosurePanel className="px-3 py-2">{children}</DisclosurePanel>
      </Disclosure>
    </li>
  );
}

function PatternList({
  ids,
  byId,
  isOn,
  onToggle,
  status,
  disabled,
}: {
  ids: readonly string[];
  byId: ReadonlyMap<string, PatternInfo>;
  isOn: (id: string) => boolean;
  onToggle: (id: string, on: boolean) => void;
  status: (id: string) => string;
  disabled: boolean;
}) {
  if (ids.length === 0) return <p className="text-sm text-slate-600">No new patterns.</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {ids.map((id) => {
        const pattern = byId.get(id);
        if (!pattern) return null;
        return (
          <li key={id}>
            <Field disabled={disabled} className="flex items-start gap-2">
              <Checkbox
                checked={isOn(id)}
                onChange={(on) => onToggle(id, on)}
                className="group mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-500 bg-white data-[checked]:border-brand-600 data-[checked]:bg-brand-600 data-[disabled]:opacity-60"
              >
                <svg viewBox="0 0 14 14" fill="none" aria-hidden="true" className="h-3.5 w-3.5 stroke-white opacity-0 group-data-[checked]:opacity-100">
                  <path d="M3 8L6 11L11 3.5" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </Checkbox>
              <div className="text-sm">
                <Label className="text-slate-900">{pattern.name}</Label>
                <Description className="text-slate-600">
                  {pattern.examples.join(", ")} · {status(id)}
                </Description>
              </div>
            </Field>
          </li>
        );
      })}
    </ul>
  );
}

/** How a pattern stands for the reader, in words beside its checkbox. */
function statusOf(on: boolean, taught: boolean, fromStep: number | null): string {
  if (taught) return on ? `taught at step ${fromStep}` : "switched off";
  if (on) return "switched on";
  return fromStep === null ? "not taught" : `not yet taught (step ${fromStep})`;
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
