import type { InferRequestType, InferResponseType } from "hono/client";
import { api, mutationAnswer } from "../../lib/api-client";

/** POST /api/analyze's answer, as the route declares it (every token, violations with swaps). */
export type Analysis = InferResponseType<typeof api.analyze.$post, 200>;
export type AnalyzedToken = Analysis["tokens"][number];
export type AnalyzeRequest = InferRequestType<typeof api.analyze.$post>["json"];

const FALLBACK = "We couldn't process your request. Please try again or check your connection.";

/** The text is judged as sent: the token offsets point into exactly this string. */
export async function analyze(request: AnalyzeRequest): Promise<Analysis> {
  const res = await api.analyze.$post({ json: request }).catch(() => {
    throw new Error(FALLBACK);
  });
  return mutationAnswer(res, FALLBACK);
}
