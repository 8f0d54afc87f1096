import { Field, Input, Label } from "@headlessui/react";
import { lazy, Suspense, useRef } from "react";
import { TOPIC_MAX } from "../../../schema/passage-limits";

type Props = { value: string; onChange: (topic: string) => void; disabled: boolean };

// The suggestions (Headless UI's Combobox with its virtual list, a fifth of the first page's JS)
// are not needed to paint the form: they load at once beside it, and until they are there a plain
// field takes the typing (the topic lives in the generator's state, and focus carries over).
const combobox = import("./topic-combobox");
const TopicCombobox = lazy(() => combobox.then((m) => ({ default: m.TopicCombobox })));

/** The Topic field: the combobox that suggests topics, a plain text field while it loads. */
export function TopicField(props: Props) {
  const focused = useRef(false);
  const plain = <PlainTopicField {...props} onFocusChange={(f) => (focused.current = f)} />;
  return (
    <Suspense fallback={plain}>
      <TopicCombobox {...props} autoFocus={focused.current} />
    </Suspense>
  );
}

function PlainTopicField({ value, onChange, disabled, onFocusChange }: Props & { onFocusChange: (focused: boolean) => void }) {
  return (
    <Field disabled={disabled} className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-800">
        Topic <span className="text-red-700" aria-hidden="true">*</span>
      </Label>
      <Input
        name="topic"
        required
        maxLength={TOPIC_MAX}
        autoComplete="off"
        placeholder="Enter the topic (e.g., animals, space, sports)"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        className="rounded-md border border-slate-500 px-3 py-2 text-slate-900 data-[disabled]:bg-slate-100"
      />
    </Field>
  );
}
