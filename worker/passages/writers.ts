import { openAiWriter } from "./providers/openai";
import type { PassageWriter } from "./providers/types";
import { workersAiWriter } from "./providers/workers-ai";

/** The settings that choose and configure the writer (a slice of the Worker's environment). */
export type WriterSettings = Pick<
  Env,
  "PASSAGE_PROVIDER" | "AI" | "WORKERS_AI_MODEL" | "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL"
>;

export type WriterChoice = { kind: "builtin" } | { kind: "ai"; writer: PassageWriter };

const DEFAULT_OPENAI_BASE = "https://api.openai.com/v1";
const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/**
 * PASSAGE_PROVIDER: `auto` (default) uses Workers AI when the AI binding exists, else an
 * OpenAI-compatible endpoint when OPENAI_API_KEY is set, else the built-in composer.
 */
export function chooseWriter(env: WriterSettings): WriterChoice {
  const wanted = (env.PASSAGE_PROVIDER ?? "auto").trim().toLowerCase();
  const workersAi = () =>
    env.AI ? ({ kind: "ai", writer: workersAiWriter(env.AI, env.WORKERS_AI_MODEL || DEFAULT_WORKERS_AI_MODEL) } as const) : null;
  const openAi = () =>
    env.OPENAI_API_KEY
      ? ({
          kind: "ai",
          writer: openAiWriter({
            apiKey: env.OPENAI_API_KEY,
            baseUrl: env.OPENAI_BASE_URL || DEFAULT_OPENAI_BASE,
            model: env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
          }),
        } as const)
      : null;
  switch (wanted) {
    case "builtin":
      return { kind: "builtin" };
    case "workers-ai":
      return workersAi() ?? { kind: "builtin" };
    case "openai":
      return openAi() ?? { kind: "builtin" };
    default:
      return workersAi() ?? openAi() ?? { kind: "builtin" };
  }
}
