import { TEXT_STRUCTURE_INFO, TEXT_STRUCTURES, type TextStructure } from "../../../schema/topics";
import { SelectField } from "../../ui/select-field";

export const ANY_STRUCTURE = "Any structure";

const OPTIONS = [
  { value: "" as const, label: ANY_STRUCTURE },
  ...TEXT_STRUCTURES.map((s) => ({ value: s, label: TEXT_STRUCTURE_INFO[s].label })),
];

/** The Text Structure dropdown: "Any structure" lets the writer choose; a chosen one shows its signal words. */
export function StructureSelect({
  value,
  onChange,
  disabled,
}: {
  value: TextStructure | "";
  onChange: (structure: TextStructure | "") => void;
  disabled: boolean;
}) {
  return (
    <SelectField
      label="Text Structure"
      options={OPTIONS}
      value={value}
      onChange={onChange}
      disabled={disabled}
      hint={value ? `Signal words: ${TEXT_STRUCTURE_INFO[value].signals}` : undefined}
      hintTestId="structure-hint"
    />
  );
}
