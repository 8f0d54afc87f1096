import { Description, Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { LEVELS, levelInfo, type ReadingLevel } from "../../../schema/levels";

/** The Decoding Level dropdown: a Headless UI listbox, so arrow keys and screen readers work. */
export function LevelSelect({
  value,
  onChange,
  disabled,
}: {
  value: ReadingLevel | "";
  onChange: (level: ReadingLevel) => void;
  disabled: boolean;
}) {
  const selected = value ? levelInfo(value) : null;
  return (
    <Field disabled={disabled} className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-800">
        {/* A button cannot take aria-required, so the label says it to screen readers. */}
        Decoding Level <span className="text-red-700" aria-hidden="true">*</span>
        <span className="sr-only"> (required)</span>
      </Label>
      <Listbox value={value || null} onChange={(level: ReadingLevel | null) => level && onChange(level)}>
        <ListboxButton
          className="flex items-center justify-between rounded-md border border-slate-500 bg-white px-3 py-2 text-left text-sm data-[disabled]:bg-slate-100"
        >
          <span className={selected ? "text-slate-900" : "text-slate-600"}>
            {selected ? `Level ${selected.number}: ${selected.name}` : "Select a decoding level"}
          </span>
          <span aria-hidden="true">▾</span>
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className="z-40 w-[var(--button-width)] rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
          {LEVELS.map((l) => (
            <ListboxOption key={l.id} value={l.id} className="cursor-pointer px-3 py-2 text-sm text-slate-800 data-[focus]:bg-brand-700 data-[focus]:text-white data-[selected]:font-semibold">
              Level {l.number}: {l.name}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {selected && (
        <Description as="p" className="text-sm text-slate-600" data-testid="level-hint">
          {selected.hint}
        </Description>
      )}
    </Field>
  );
}
