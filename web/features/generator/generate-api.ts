import type { GenerationResponse, ReadingRequest, UnknownTopicError } from "../../../schema/passages";
import { sendJson } from "../../lib/query-client";

/** SPEC.md §8: what the error card says when there is no server message (the network failed). */
export const FALLBACK_ERROR = "We couldn't process your request. Please try again or check your connection.";

/** A refused generation: SPEC.md §8's message, the status, and the related topics the server offered instead. */
export class GenerationError extends Error {
  constructor(
    message: string,
    readonly suggestions: string[] = [],
    /** The HTTP status; absent when the server could not be reached. */
    readonly status?: number,
  ) {
    super(message);
    this.name = "GenerationError";
  }
}

/** The error body's `message` and `suggestions`, when it is our JSON shape. */
function readErrorBody(text: string): Partial<UnknownTopicError> {
  try {
    const body = JSON.parse(text) as { message?: unknown; suggestions?: unknown };
    return {
      message: typeof body.message === "string" && body.message ? body.message : undefined,
      suggestions: Array.isArray(body.suggestions) ? body.suggestions.filter((s): s is string => typeof s === "string" && s.trim() !== "") : undefined,
    };
  } catch {
    return {}; // not JSON: the text is shown as it came
  }
}

/** POST /api/gpt. SPEC.md §8: 'API error: {status} - {body}', with the server's message as the body when it sent one. */
export async function generate(request: ReadingRequest): Promise<GenerationResponse> {
  // A failed fetch says "Failed to fetch", which tells a teacher nothing: the spec's fallback does.
  const res = await sendJson("POST", "/api/gpt", request).catch(() => {
    throw new GenerationError(FALLBACK_ERROR);
  });
  if (!res.ok) {
    const text = await res.text();
    const { message, suggestions } = readErrorBody(text);
    throw new GenerationError(`API error: ${res.status} - ${message ?? (text || res.statusText)}`, suggestions, res.status);
  }
  try {
    return (await res.json()) as GenerationResponse;
  } catch {
    throw new GenerationError(FALLBACK_ERROR); // the connection dropped mid-answer
  }
}
