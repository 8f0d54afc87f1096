import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from "@headlessui/react";
import { TOPIC_MAX } from "../../../schema/passage-limits";
import { matchTopics, structureLabels, useTopics } from "../topics/topics-api";

const optionClass = "cursor-pointer px-3 py-2 text-sm text-slate-800 data-[focus]:bg-brand-700 data-[focus]:text-white data-[selected]:font-semibold";

/**
 * The Topic field: free text, with the built-in topics suggested as the teacher types. What was
 * typed is itself the first option whenever no topic has exactly that name: Headless UI makes the
 * first option active, and Enter or Tab then keeps the teacher's words instead of replacing them.
 */
export function TopicCombobox({
  value,
  onChange,
  disabled,
  autoFocus = false,
}: {
  value: string;
  onChange: (topic: string) => void;
  disabled: boolean;
  /** Focus on mount: the plain field shown while this loaded had it (topic-field.tsx). */
  autoFocus?: boolean;
}) {
  const topics = useTopics();
  const matches = matchTopics(topics.data ?? [], value);
  const typed = value.trim();
  const exact = matches.some((t) => t.name.toLowerCase() === typed.toLowerCase());
  return (
    <Field disabled={disabled} className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-800">
        {/* The input is `required`, which screen readers announce; the asterisk is for the eye. */}
        Topic <span className="text-red-700" aria-hidden="true">*</span>
      </Label>
      <Combobox value={value} onChange={(topic: string | null) => onChange(topic ?? "")}>
        <ComboboxInput
          name="topic"
          autoFocus={autoFocus}
          required
          maxLength={TOPIC_MAX}
          autoComplete="off"
          placeholder="Enter the topic (e.g., animals, space, sports)"
          displayValue={(topic: string) => topic}
          onChange={(e) => onChange(e.target.value)}
          className="rounded-md border border-slate-500 px-3 py-2 text-slate-900 data-[disabled]:bg-slate-100"
        />
        {/* Not modal: suggestions must not make the rest of the form inert while the teacher types. */}
        <ComboboxOptions
          anchor="bottom start"
          modal={false}
          className="z-40 max-h-60 w-[var(--input-width)] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg [--anchor-gap:4px] empty:invisible focus:outline-none"
        >
          {typed && !exact && (
            <ComboboxOption value={value} className={optionClass}>
              Use “{typed}”
            </ComboboxOption>
          )}
          {matches.map((t) => (
            <ComboboxOption key={t.id} value={t.name} className={`group ${optionClass}`}>
              {t.name}
              <span className="block text-xs text-slate-600 group-data-[focus]:text-white">
                {t.category} · {structureLabels(t.structures)}
              </span>
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}
