import { LEVELS, levelInfo, type ReadingLevel } from "../../../schema/levels";
import { SelectField } from "../../ui/select-field";

const OPTIONS = LEVELS.map((l) => ({ value: l.id, label: `Level ${l.number}: ${l.name}` }));

/** The Decoding Level dropdown; the chosen level's hint shows under it (SPEC.md §2). */
export function LevelSelect({
  value,
  onChange,
  disabled,
}: {
  value: ReadingLevel | "";
  onChange: (level: ReadingLevel) => void;
  disabled: boolean;
}) {
  return (
    <SelectField
      label="Decoding Level"
      required
      placeholder="Select a decoding level"
      options={OPTIONS}
      value={value || null}
      onChange={onChange}
      disabled={disabled}
      hint={value ? levelInfo(value).hint : undefined}
      hintTestId="level-hint"
    />
  );
}
