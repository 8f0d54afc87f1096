import { useMutation } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { ReadingLevel } from "../../../schema/levels";
import type { GenerationResponse, ReadingRequest } from "../../../schema/passages";
import type { TextStructure } from "../../../schema/topics";
import { generate } from "./generate-api";

export interface GeneratorForm {
  readingLevel: ReadingLevel | "";
  topic: string;
  additionalContext: string;
  /** "" is "Any structure": nothing is sent. */
  textStructure: TextStructure | "";
}

const EMPTY: GeneratorForm = { readingLevel: "", topic: "", additionalContext: "", textStructure: "" };

function formOf(request: ReadingRequest): GeneratorForm {
  return {
    readingLevel: request.readingLevel,
    topic: request.topic,
    additionalContext: request.additionalContext ?? "",
    textStructure: request.textStructure ?? "",
  };
}

interface GeneratorState {
  form: GeneratorForm;
  setForm: (form: GeneratorForm) => void;
  /** Posts the whole form. */
  submit: () => void;
  /**
   * Another version of the last request: the form as it was submitted, with `changes`, which also
   * becomes the form; `articleId` asks for the same built-in article (a mixed class reads one
   * article at several levels).
   */
  again: (changes: Partial<GeneratorForm>, articleId?: string) => void;
  /** Try Again: resubmits the last submitted request as it was. */
  retry: () => void;
  isGenerating: boolean;
  response: GenerationResponse | null;
  /** A GenerationError when the server refused; any other Error when it could not be reached. */
  error: Error | null;
}

const Context = createContext<GeneratorState | null>(null);

/** Lives above the tabs, so the passage survives tab switches and Atom can follow along. */
export function GeneratorProvider({ children }: { children: ReactNode }) {
  const [form, setForm] = useState<GeneratorForm>(EMPTY);
  const mutation = useMutation({ mutationFn: generate, retry: false });
  const { mutate, variables } = mutation;

  const send = useCallback(
    (data: GeneratorForm, articleId?: string) => {
      if (!data.readingLevel) return;
      mutate({
        readingLevel: data.readingLevel,
        topic: data.topic,
        additionalContext: data.additionalContext,
        ...(data.textStructure ? { textStructure: data.textStructure } : {}),
        ...(articleId ? { articleId } : {}),
      });
    },
    [mutate],
  );
  const submit = useCallback(() => send(form), [form, send]);
  const again = useCallback(
    (changes: Partial<GeneratorForm>, articleId?: string) => {
      const next = { ...(variables ? formOf(variables) : form), ...changes };
      setForm(next);
      send(next, articleId);
    },
    [form, variables, send],
  );
  const retry = useCallback(() => {
    if (!variables) return;
    setForm(formOf(variables));
    mutate(variables);
  }, [mutate, variables]);

  const value = useMemo<GeneratorState>(
    () => ({
      form,
      setForm,
      submit,
      again,
      retry,
      isGenerating: mutation.isPending,
      response: mutation.isError ? null : (mutation.data ?? null),
      error: mutation.error,
    }),
    [form, submit, again, retry, mutation.isPending, mutation.isError, mutation.data, mutation.error],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useGenerator(): GeneratorState {
  const ctx = useContext(Context);
  if (!ctx) throw new Error("useGenerator must be used inside GeneratorProvider");
  return ctx;
}
