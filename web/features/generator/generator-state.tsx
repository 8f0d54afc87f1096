import { useMutation } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import type { ReadingLevel } from "../../../schema/levels";
import type { GenerationResponse, ReadingRequest } from "../../../schema/passages";
import { SPARK_SEQUENCE } from "../../../schema/profile";
import type { SavedPassage } from "../../../schema/saved-passages";
import type { TextStructure } from "../../../schema/topics";
import { useAuth } from "../auth/auth-context";
import { fetchSavedPassage, refreshSavedPassages } from "../my-passages/saved-passages-api";
import { useProfile, useSequences } from "../reading-sequence/reader-api";
import { generate } from "./generate-api";
import { forgetShownPassage, rememberShownPassage, shownPassageId } from "./shown-passage";

export interface GeneratorForm {
  readingLevel: ReadingLevel | "";
  topic: string;
  additionalContext: string;
  /** "" is "Any structure": nothing is sent. */
  textStructure: TextStructure | "";
  /** A step of the teacher's own sequence (readingLevel is then the step's level); null for our levels. */
  reader: ReaderStep | null;
}

export interface ReaderStep {
  sequence: string;
  step: number;
}

const EMPTY: GeneratorForm = { readingLevel: "", topic: "", additionalContext: "", textStructure: "", reader: null };

function formOf(request: ReadingRequest | SavedPassage["request"]): GeneratorForm {
  return {
    readingLevel: request.readingLevel as ReadingLevel,
    topic: request.topic,
    additionalContext: request.additionalContext ?? "",
    textStructure: (request.textStructure ?? "") as TextStructure | "",
    reader: request.sequence && request.step ? { sequence: request.sequence, step: request.step } : null,
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
  /**
   * Shows a saved passage (My Passages' Open), with the request that made it in the form; `quiet`
   * when it only refreshes the passage already shown (a rename), so focus stays where it is.
   */
  open: (passage: SavedPassage, quiet?: boolean) => void;
  /** Empties the result panel (the passage on screen was deleted). */
  clear: () => void;
  isGenerating: boolean;
  response: GenerationResponse | null;
  /** Counts results the teacher asked for (a generation settled, a passage opened); a reload's restore is not one. */
  revealed: number;
  /** A GenerationError when the server refused; any other Error when it could not be reached. */
  error: Error | null;
}

const Context = createContext<GeneratorState | null>(null);

/** Lives above the tabs, so the passage survives tab switches and Atom can follow along. */
export function GeneratorProvider({ children }: { children: ReactNode }) {
  const [form, setForm] = useState<GeneratorForm>(EMPTY);
  useSavedReader(setForm);
  // A saved passage opened from My Passages (or restored after a reload) shows instead of the last answer.
  const [opened, setOpened] = useState<SavedPassage | null>(null);
  const [revealed, setRevealed] = useState(0);
  const reveal = useCallback(() => setRevealed((n) => n + 1), []);
  const mutation = useMutation({ mutationFn: generate, retry: false, onSuccess: () => void refreshSavedPassages(), onSettled: reveal });
  const { mutate, variables, reset } = mutation;

  const send = useCallback(
    (data: GeneratorForm, articleId?: string) => {
      if (!data.readingLevel) return;
      setOpened(null);
      mutate({
        readingLevel: data.readingLevel,
        topic: data.topic,
        additionalContext: data.additionalContext,
        ...(data.textStructure ? { textStructure: data.textStructure } : {}),
        ...(articleId ? { articleId } : {}),
        ...(data.reader ? { sequence: data.reader.sequence, step: data.reader.step } : {}),
      });
    },
    [mutate],
  );
  const submit = useCallback(() => send(form), [form, send]);
  const again = useCallback(
    (changes: Partial<GeneratorForm>, articleId?: string) => {
      // Another of our levels is asked for without the sequence's step.
      const next = { ...(variables ? formOf(variables) : form), ...(changes.readingLevel ? { reader: null } : {}), ...changes };
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
  const show = useCallback(
    (passage: SavedPassage) => {
      reset();
      setOpened(passage);
      setForm(formOf(passage.request));
    },
    [reset],
  );
  const open = useCallback(
    (passage: SavedPassage, quiet = false) => {
      show(passage);
      if (!quiet) reveal();
    },
    [show, reveal],
  );
  const clear = useCallback(() => {
    reset();
    setOpened(null);
    forgetShownPassage();
  }, [reset]);

  const response = opened ?? (mutation.isError ? null : (mutation.data ?? null));
  useEffect(() => {
    if (response?.id) rememberShownPassage(response.id);
  }, [response?.id]);
  // A restore that answers after the teacher has already generated or opened something is dropped.
  const busy = useRef(false);
  busy.current = mutation.isPending || response !== null;
  const restore = useCallback((passage: SavedPassage) => !busy.current && show(passage), [show]);
  useSessionPassage(restore, () => {
    clear();
    setForm(EMPTY);
  });

  const value = useMemo<GeneratorState>(
    () => ({
      form,
      setForm,
      submit,
      again,
      retry,
      open,
      clear,
      isGenerating: mutation.isPending,
      response,
      revealed,
      error: mutation.error,
    }),
    [form, submit, again, retry, open, clear, mutation.isPending, response, revealed, mutation.error],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/**
 * The teacher's saved reader (Reading Sequence tab) chooses the Decoding Level. When it loads: the
 * saved step of another sequence than ours, unless the form already holds a step of that sequence
 * (a restored passage); for ours, level N only when no level is chosen yet. Without a saved reader
 * the form starts empty (SPEC.md: the dropdown shows its placeholder). When the teacher saves
 * another sequence or step, no step of the old one stays behind: the form takes the new step (for
 * ours, level N unless the teacher had chosen one of our levels).
 */
function useSavedReader(setForm: Dispatch<SetStateAction<GeneratorForm>>) {
  const userId = useAuth().user?.id ?? null;
  const answer = useProfile().data;
  const saved = answer?.saved ? answer.profile : null;
  const sequence = saved?.sequence;
  const step = saved?.step;
  const own = sequence !== undefined && sequence !== SPARK_SEQUENCE;
  const steps = useSequences(own).data?.find((s) => s.id === sequence)?.steps;
  // The saved sequence and step the form was last given ("sequence:step"), for the signed-in teacher.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (userId === null) {
      applied.current = null;
      return;
    }
    if (sequence === undefined || step === undefined) return;
    const key = `${sequence}:${step}`;
    if (applied.current === key) return;
    const changed = applied.current !== null;
    if (!own) {
      applied.current = key;
      const level = `level${step}` as ReadingLevel;
      setForm((f) => (f.readingLevel && !(changed && f.reader) ? f : { ...f, readingLevel: level, reader: null }));
      return;
    }
    const info = steps?.[step - 1];
    if (!info) return; // the sequence's steps are still loading
    applied.current = key;
    const chosen = { readingLevel: `level${info.level}` as ReadingLevel, reader: { sequence, step } };
    setForm((f) => (!changed && f.reader?.sequence === sequence ? f : { ...f, ...chosen }));
  }, [userId, sequence, step, own, steps, setForm]);
}

/**
 * Signing in (or a reload that finds the session) brings back the passage this tab last showed;
 * signing out empties the passage and the form (the cached queries are cleared by logout).
 */
function useSessionPassage(open: (passage: SavedPassage) => void, signedOut: () => void) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (userId === null) {
      if (wasSignedIn.current) signedOut();
      wasSignedIn.current = false;
      return;
    }
    wasSignedIn.current = true;
    const id = shownPassageId();
    if (!id) return;
    let live = true;
    fetchSavedPassage(id)
      .then((passage) => live && open(passage))
      .catch(() => forgetShownPassage()); // deleted, or another teacher's: start empty
    return () => {
      live = false;
    };
  }, [userId]); // the callbacks are stable for what this needs: it runs when the signed-in user changes
}

export function useGenerator(): GeneratorState {
  const ctx = useContext(Context);
  if (!ctx) throw new Error("useGenerator must be used inside GeneratorProvider");
  return ctx;
}
