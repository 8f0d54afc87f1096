import type { GenerationResponse } from "../../schema/passages";
import { ProviderFailed, UnknownTopic } from "../domain-errors";
import { analyzePassage, type Reader } from "../phonics";
import { BUILTIN_MODEL, builtinDraft, type RecentArticles } from "./builtin";
import { ProviderError, type DraftRequest } from "./providers/types";
import { verifyAndRepair } from "./repair-loop";
import { toResponse } from "./respond";
import { chooseWriter, type WriterSettings } from "./writers";

/** What generation reads from the Worker's environment: the writer, repairs, time, fallback. */
export type GenerationSettings = WriterSettings &
  Pick<Env, "GENERATION_TIMEOUT_MS" | "REPAIR_ROUNDS" | "FALLBACK_TO_BUILTIN">;

export interface GenerateInput {
  readingLevel: DraftRequest["readingLevel"];
  topic: string;
  additionalContext: string;
  textStructure?: DraftRequest["textStructure"];
  articleId?: string;
}

const DEFAULT_ROUNDS = 3;
const DEFAULT_BUDGET_MS = 45_000;

function intSetting(value: string | undefined, fallback: number, max: number): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, max) : fallback;
}

async function fromBuiltin(req: DraftRequest, recent: RecentArticles) {
  const draft = await builtinDraft(req, recent);
  return toResponse(draft, analyzePassage(draft.content, req.reader, draft.terms), {
    reader: req.reader,
    topic: req.topic,
    model: BUILTIN_MODEL,
    raw: draft.raw,
  });
}

/**
 * POST /api/gpt's work (DESIGN.md "Passage generation pipeline"): draft with the chosen writer,
 * verify every word with the engine, repair AI drafts, and answer with the engine's numbers.
 */
export async function generatePassage(
  env: GenerationSettings,
  input: GenerateInput,
  reader: Reader,
  recent: RecentArticles,
): Promise<GenerationResponse & { id: string }> {
  const req: DraftRequest = { ...input, level: reader.level, reader };
  const choice = chooseWriter(env);
  if (choice.kind === "builtin") return fromBuiltin(req, recent);

  const signal = AbortSignal.timeout(intSetting(env.GENERATION_TIMEOUT_MS, DEFAULT_BUDGET_MS, 120_000));
  try {
    const verified = await verifyAndRepair(choice.writer, req, {
      rounds: intSetting(env.REPAIR_ROUNDS, DEFAULT_ROUNDS, 10),
      signal,
    });
    return toResponse(verified.draft, verified.analysis, {
      reader,
      topic: input.topic,
      model: choice.writer.model,
      raw: { writer: choice.writer.model, rounds: verified.rounds },
    });
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    const failed = new ProviderFailed(`${e.message} Please try again in a moment.`);
    if (env.FALLBACK_TO_BUILTIN !== "true") throw failed;
    // The built-in writer stands in only where it has an article; otherwise the provider's
    // failure is the true answer, not "no passage about this topic".
    return fromBuiltin(req, recent).catch((builtinError: unknown) => {
      throw builtinError instanceof UnknownTopic ? failed : builtinError;
    });
  }
}
