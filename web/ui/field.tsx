import { Description, Field as HField, Input, Label } from "@headlessui/react";
import type { InputHTMLAttributes } from "react";

/** A labelled text input with its validation message underneath. */
export function TextField({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }) {
  return (
    <HField className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-800">{label}</Label>
      <Input
        invalid={Boolean(error)}
        className="rounded-md border border-slate-500 px-3 py-2 text-slate-900 data-[disabled]:bg-slate-100 data-[invalid]:border-red-700"
        {...input}
      />
      {/* A Description inside the Field: the input names it in aria-describedby, so the message is
          read again whenever the field gets focus, not only when it first appears. */}
      {error && (
        <Description as="p" className="text-sm text-red-700" role="alert">
          {error}
        </Description>
      )}
    </HField>
  );
}
