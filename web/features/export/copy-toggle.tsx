import { Field, Label, Radio, RadioGroup } from "@headlessui/react";
import type { CopyKind } from "./passage-model";

const OPTIONS: { value: CopyKind; label: string }[] = [
  { value: "teacher", label: "Teacher copy" },
  { value: "student", label: "Student copy" },
];

/** Which copy Text, Word, Google, Copy and Print make: the teacher's (everything) or the student's. */
export function CopyToggle({ value, onChange }: { value: CopyKind; onChange: (kind: CopyKind) => void }) {
  return (
    <RadioGroup value={value} onChange={onChange} aria-label="Export as" className="flex rounded-md border border-slate-300 bg-slate-100 p-0.5">
      {OPTIONS.map((o) => (
        <Field key={o.value}>
          <Radio
            value={o.value}
            className="flex cursor-pointer items-center gap-1 rounded px-3 py-1.5 text-sm font-medium text-slate-700 data-[checked]:bg-white data-[checked]:text-brand-800 data-[checked]:shadow data-[focus]:outline-2 data-[focus]:outline-brand-600"
          >
            {/* A tick as well as the white fill, so the choice does not rest on colour alone. */}
            <span aria-hidden="true" className="w-3 text-xs">{value === o.value ? "✓" : ""}</span>
            <Label className="cursor-pointer">{o.label}</Label>
          </Radio>
        </Field>
      ))}
    </RadioGroup>
  );
}
