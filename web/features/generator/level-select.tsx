import { LEVELS, levelInfo, type ReadingLevel } from "../../../schema/levels";
import { SPARK_SEQUENCE } from "../../../schema/profile";
import { SelectField } from "../../ui/select-field";
import { useProfile, useSequences } from "../reading-sequence/reader-api";
import type { ReaderStep } from "./generator-state";

const OPTIONS = LEVELS.map((l) => ({ value: l.id, label: `Level ${l.number}: ${l.name}` }));

/**
 * The Decoding Level dropdown of the Generator and of Check Text; the chosen level's hint shows
 * under it (SPEC.md §2). A teacher who saved another sequence than ours (Reading Sequence tab)
 * chooses one of its steps instead: the request then names the sequence and step, and readingLevel
 * is the step's level. Without `step`, our levels only.
 */
export function LevelSelect({
  value,
  step,
  onChange,
  disabled,
}: {
  value: ReadingLevel | "";
  step?: ReaderStep | null;
  onChange: (level: ReadingLevel, step: ReaderStep | null) => void;
  disabled: boolean;
}) {
  const sequenceId = useProfile().data?.profile.sequence;
  const own = step !== undefined && sequenceId !== undefined && sequenceId !== SPARK_SEQUENCE;
  const sequence = useSequences(own).data?.find((s) => s.id === sequenceId);
  if (!own || !sequence) {
    return (
      <SelectField
        label="Decoding Level"
        required
        placeholder="Select a decoding level"
        options={OPTIONS}
        value={value || null}
        onChange={(level) => onChange(level, null)}
        disabled={disabled}
        hint={value ? levelInfo(value).hint : undefined}
        hintTestId="level-hint"
      />
    );
  }
  const chosen = step?.sequence === sequence.id ? sequence.steps[step.step - 1] : undefined;
  return (
    <SelectField
      label="Decoding Level"
      required
      placeholder="Select a decoding level"
      options={sequence.steps.map((s) => ({ value: String(s.step), label: `Step ${s.step}: ${s.name}` }))}
      value={chosen ? String(chosen.step) : null}
      onChange={(v) => {
        const s = sequence.steps[Number(v) - 1]!;
        onChange(`level${s.level}` as ReadingLevel, { sequence: sequence.id, step: s.step });
      }}
      disabled={disabled}
      hint={chosen ? `${sequence.name}: everything up to this step is taught (our Level ${chosen.level} at most).` : sequence.name}
      hintTestId="level-hint"
    />
  );
}
