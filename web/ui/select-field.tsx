import { Description, Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A labelled dropdown: a Headless UI listbox, so arrow keys and screen readers work. `hint` and
 * `error` show under it as the button's descriptions.
 */
export function SelectField<T extends string>({
  label,
  required = false,
  placeholder,
  options,
  value,
  onChange,
  disabled,
  hint,
  hintTestId,
  error,
}: {
  label: string;
  required?: boolean;
  placeholder?: string;
  options: readonly SelectOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  disabled: boolean;
  hint?: string;
  hintTestId?: string;
  error?: string;
}) {
  const selected = options.find((o) => o.value === value) ?? null;
  return (
    <Field disabled={disabled} className="flex flex-col gap-1">
      {/* A button cannot take aria-required, so a required field's label says it to screen readers. */}
      <Label className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <>
            {" "}
            <span className="text-red-700" aria-hidden="true">*</span>
            <span className="sr-only"> (required)</span>
          </>
        )}
      </Label>
      <Listbox value={value} onChange={(v: T | null) => v !== null && onChange(v)}>
        <ListboxButton aria-invalid={error ? true : undefined} className="flex items-center justify-between rounded-md border border-slate-500 bg-white px-3 py-2 text-left text-sm data-[disabled]:bg-slate-100">
          <span className={selected ? "text-slate-900" : "text-slate-600"}>{selected ? selected.label : placeholder}</span>
          <span aria-hidden="true">▾</span>
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className="z-40 w-[var(--button-width)] rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
          {options.map((o) => (
            <ListboxOption key={o.value} value={o.value} className="cursor-pointer px-3 py-2 text-sm text-slate-800 data-[focus]:bg-brand-700 data-[focus]:text-white data-[selected]:font-semibold">
              {o.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {hint && (
        <Description as="p" className="text-sm text-slate-600" data-testid={hintTestId}>
          {hint}
        </Description>
      )}
      {error && (
        <Description as="p" className="text-sm text-red-700" role="alert">
          {error}
        </Description>
      )}
    </Field>
  );
}
