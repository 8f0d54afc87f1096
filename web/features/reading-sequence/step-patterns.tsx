import { Checkbox, Description, Disclosure, DisclosureButton, DisclosurePanel, Field, Label } from "@headlessui/react";
import type { ReactNode } from "react";
import type { PatternInfo, SequenceInfo } from "../../../schema/reader";

// A sequence's steps as the Reading Sequence tab lists them: each step with its patterns, a
// checkbox to switch each one on or off, and how it stands for the reader.

export function stepLabel(s: StepInfo): string {
  return `Step ${s.step}: ${s.name}`;
}

export type StepInfo = SequenceInfo["steps"][number];

export function StepItem({ info, taught, defaultOpen, children }: { info: StepInfo; taught: boolean; defaultOpen: boolean; children: ReactNode }) {
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

export function PatternList({
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
export function statusOf(on: boolean, taught: boolean, fromStep: number | null): string {
  if (taught) return on ? `taught at step ${fromStep}` : "switched off";
  if (on) return "switched on";
  return fromStep === null ? "not taught" : `not yet taught (step ${fromStep})`;
}
