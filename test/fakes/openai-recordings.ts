// Recorded-style chat-completions answers for the fake provider: the shapes an OpenAI-compatible
// server really sends, with passages checked against the engine at level 4.

export const COMPLIANT_L4 = {
  title: "The Frog in the Pond",
  content:
    "**Frogs** can jump and swim. A frog has strong back legs, and it kicks them as it swims in a pond.\n\n" +
    "A frog can sit still on a log until an insect lands next to it. Then its long **tongue** can snap up the bug.",
  terms: ["tongue"],
};

/** Two words above level 4 ("lake", "quietly") that a repair round must remove. */
export const VIOLATING_L4 = {
  ...COMPLIANT_L4,
  content: COMPLIANT_L4.content.replace("a pond", "a lake").replace("sit still", "sit quietly"),
};

export function completion(content: string, model = "gpt-4o-mini-2024-07-18") {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2, 12)}`,
    object: "chat.completion",
    created: 1763769600,
    model,
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }],
    usage: { prompt_tokens: 812, completion_tokens: 164, total_tokens: 976 },
    system_fingerprint: "fp_fake",
  };
}
