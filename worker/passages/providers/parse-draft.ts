import { z } from "zod";
import { ProviderError, type Draft } from "./types";

const modelJson = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(6000),
  terms: z.array(z.string().trim().min(1).max(60)).max(30).optional(),
  high_level_terms: z.array(z.string().trim().min(1).max(60)).max(30).optional(),
});

/** Model text is never markup: tags are dropped so nothing a model writes can become HTML. */
export function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, "").replace(/\r\n?/g, "\n");
}

/**
 * Reads a model's answer: JSON, possibly wrapped in a ```json fence or surrounded by chatter.
 * Anything unusable is a ProviderError, which the route turns into a clear 502.
 */
export function parseDraft(text: string): Draft {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) throw new ProviderError("The AI provider did not return a passage in JSON.");
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new ProviderError("The AI provider returned malformed JSON.");
  }
  const parsed = modelJson.safeParse(value);
  if (!parsed.success) throw new ProviderError("The AI provider's answer lacked a title or passage text.");
  const { title, content } = parsed.data;
  const terms = parsed.data.terms ?? parsed.data.high_level_terms ?? [];
  return { title: stripTags(title), content: stripTags(content), terms: terms.map(stripTags), raw: value };
}
