import { useMutation } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import type { ReadingLevel } from "../../../schema/levels";
import type { GenerationResponse, ReadingRequest } from "../../../schema/passages";
import { sendJson } from "../../lib/query-client";

export interface GeneratorForm {
  readingLevel: ReadingLevel | "";
  topic: string;
  additionalContext: string;
}

const EMPTY: GeneratorForm = { readingLevel: "", topic: "", additionalContext: "" };

/** SPEC.md §8: 'API error: {status} - {body}', with the server's message as the body when it sent one. */
async function generate(request: ReadingRequest): Promise<GenerationResponse> {
  const res = await sendJson("POST", "/api/gpt", request);
  if (!res.ok) {
    const text = await res.text();
    let body = text || res.statusText;
    try {
      const message = (JSON.parse(text) as { message?: unknown }).message;
      if (typeof message === "string" && message) body = message;
    } catch {
      // not JSON: show the text as it came
    }
    throw new Error(`API error: ${res.status} - ${body}`);
  }
  return (await res.json()) as GenerationResponse;
}

interface GeneratorState {
  form: GeneratorForm;
  setForm: (form: GeneratorForm) => void;
  /** Posts the whole form (or the given one, which also becomes the form). */
  submit: (form?: GeneratorForm) => void;
  /** Try Again: resubmits the last submitted form data. */
  retry: () => void;
  isGenerating: boolean;
  response: GenerationResponse | null;
  error: Error | null;
}

const Context = createContext<GeneratorState | null>(null);

/** Lives above the tabs, so the passage survives tab switches and Atom can follow along. */
export function GeneratorProvider({ children }: { children: ReactNode }) {
  const [form, setForm] = useState<GeneratorForm>(EMPTY);
  const lastSubmitted = useRef<GeneratorForm | null>(null);
  const mutation = useMutation({ mutationFn: generate, retry: false });
  const { mutate } = mutation;

  const submit = useCallback(
    (next?: GeneratorForm) => {
      const data = next ?? form;
      if (next) setForm(next);
      if (!data.readingLevel) return;
      lastSubmitted.current = data;
      mutate({ readingLevel: data.readingLevel, topic: data.topic, additionalContext: data.additionalContext });
    },
    [form, mutate],
  );
  const retry = useCallback(() => {
    if (lastSubmitted.current) submit(lastSubmitted.current);
  }, [submit]);

  const value = useMemo<GeneratorState>(
    () => ({
      form,
      setForm,
      submit,
      retry,
      isGenerating: mutation.isPending,
      response: mutation.isError ? null : (mutation.data ?? null),
      error: mutation.error,
    }),
    [form, submit, retry, mutation.isPending, mutation.isError, mutation.data, mutation.error],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useGenerator(): GeneratorState {
  const ctx = useContext(Context);
  if (!ctx) throw new Error("useGenerator must be used inside GeneratorProvider");
  return ctx;
}
