import type { GenerationResponse, ReadingRequest, UnknownTopicError } from "../../../schema/passages";
import { api } from "../../lib/api-client";

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

/** The error body's `message` and `suggestions`, when it is our JSON shape (checked, not assumed). */
function readErrorBody(text: string): Partial<UnknownTopicError> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {}; // not JSON: the text is shown as it came
  }
  if (typeof body !== "object" || body === null) return {};
  const message = "message" in body && typeof body.message === "string" && body.message ? body.message : undefined;
  const suggestions =
    "suggestions" in body && Array.isArray(body.suggestions)
      ? body.suggestions.filter((s: unknown): s is string => typeof s === "string" && s.trim() !== "")
      : undefined;
  return { message, suggestions };
}

/** POST /api/gpt. SPEC.md §8: 'API error: {status} - {body}', with the server's message as the body when it sent one. */
export async function generate(request: ReadingRequest): Promise<GenerationResponse> {
  // A failed fetch says "Failed to fetch", which tells a teacher nothing: the spec's fallback does.
  const res = await api.gpt.$post({ json: request }).catch(() => {
    throw new GenerationError(FALLBACK_ERROR);
  });
  if (!res.ok) {
    const text = await res.text();
    const { message, suggestions } = readErrorBody(text);
    throw new GenerationError(`API error: ${res.status} - ${message ?? (text || res.statusText)}`, suggestions, res.status);
  }
  try {
    return await res.json();
  } catch {
    throw new GenerationError(FALLBACK_ERROR); // the connection dropped mid-answer
  }
}
