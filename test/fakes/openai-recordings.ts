// Recorded-style chat-completions answers for the fake provider: the shapes an OpenAI-compatible
// server really sends, with articles checked against the engine at level 4.

/** An article as the prompt asks for it: plan in a structure, sentences per idea, terms, questions. */
export const FROG_ARTICLE = {
  title: "The Frog in the Pond",
  structure: "sequence",
  mainIdea: "A frog grows from an egg to a tadpole to a frog that can jump, swim and catch bugs.",
  terms: ["frogs", "tadpole", "tongue"],
  plan: [
    {
      role: "opening",
      idea: "frogs jump and swim, and grow from egg to tadpole to frog",
      sentences: [
        "**Frogs** can jump and swim.",
        "A frog has strong back legs, and it kicks them as it swims in a pond.",
        "But a frog has to pass from egg to **tadpole** to frog.",
      ],
    },
    {
      role: "body",
      idea: "eggs hatch in the pond",
      sentences: ["A mom frog drops lots of eggs in a pond.", "The eggs hatch, and a **tadpole** swims off."],
    },
    {
      role: "body",
      idea: "the tadpole gets legs",
      sentences: ["Next, the **tadpole** swims with its long, flat back end.", "Then it gets legs, and the back end shrinks."],
    },
    {
      role: "body",
      idea: "the frog hunts bugs",
      sentences: [
        "At last, it hops from the pond as a frog.",
        "It can sit still on a log until an insect lands next to it.",
        "Then its long **tongue** can snap up the bug.",
      ],
    },
    { role: "closing", idea: "the whole trip", sentences: ["From egg to **tadpole** to frog, it is a big trip!"] },
  ],
  questions: [
    { kind: "main idea", question: "What is this text mostly about?", answer: "How a frog grows from an egg to a tadpole to a frog." },
    { kind: "detail", question: "What does a frog snap up with its tongue?", answer: "A bug, such as an insect that lands next to it." },
    { kind: "vocabulary", question: "What is a tadpole?", answer: "A young frog that swims with a long, flat back end and has no legs yet." },
    { kind: "structure", question: "What happens after the tadpole gets legs?", answer: "Its back end shrinks, and at last it hops from the pond as a frog." },
  ],
};

type Article = typeof FROG_ARTICLE;

/** The article with sentence `s` of idea `i` (both from 0) replaced. */
export function withSentence<T extends { plan: { sentences: string[] }[] }>(article: T, i: number, s: number, text: string): T {
  return { ...article, plan: article.plan.map((idea, n) => (n === i ? { ...idea, sentences: idea.sentences.map((old, m) => (m === s ? text : old)) } : idea)) };
}

/** Two failing sentences: 1.2 has "lake" (level 6), 4.2 has "quietly" (level 5). */
export const FROG_FAILING: Article = withSentence(
  withSentence(FROG_ARTICLE, 0, 1, "A frog has strong back legs, and it kicks them as it swims in a lake."),
  3,
  1,
  "It can sit quietly on a log until an insect lands next to it.",
);

/** A repair answer with new wording for exactly the two failing sentences. */
export const FROG_FIXES = {
  sentences: [
    { id: "1.2", text: "A frog has strong back legs, and it kicks them as it swims in a pond." },
    { id: "4.2", text: "It can sit still on a log until an insect lands next to it." },
  ],
};

/** A model that "fixes" the sentences with the same words: the loop must give up with true numbers. */
export const FROG_NON_FIXES = {
  sentences: FROG_FIXES.sentences.map((s, i) => ({ id: s.id, text: FROG_FAILING.plan[i === 0 ? 0 : 3]!.sentences[1]! })),
};

/**
 * States of Matter (a topic the built-in library has), compare & contrast at level 4, with two
 * failing sentences: 3.2 has "spreads" and 4.1 "light" (vowel teams, level 8).
 */
export const MATTER_FAILING = {
  title: "Solid, Liquid, or Gas",
  structure: "compare-contrast",
  mainIdea: "Matter can be a solid, a liquid or a gas, and each state fills space in its own way.",
  terms: ["matter", "states", "different", "shape", "particles", "space"],
  plan: [
    {
      role: "opening",
      idea: "matter comes in three states",
      sentences: [
        "A rock, a cup of milk, and the gas in a bag are all **matter**.",
        "**Matter** can be a solid, a liquid, or a gas, and the **states** are **different**.",
      ],
    },
    {
      role: "body",
      idea: "a solid keeps its own shape",
      sentences: ["A solid has a fixed **shape**.", "Drop a brick in a box, and it is still a brick.", "It will not slump flat to fill the box."],
    },
    {
      role: "body",
      idea: "a liquid flows and takes the shape of its container",
      sentences: [
        "But a liquid does not have a fixed **shape**.",
        "Tip milk from a cup into a pan, and it spreads to fill the bottom of the pan.",
        "It is still just as much milk.",
      ],
    },
    {
      role: "body",
      idea: "a gas spreads out to fill all the space it has",
      sentences: ["A gas is light, and it will not sit at the bottom of a box.", "It expands to fill all of the box, from the top to the bottom."],
    },
    {
      role: "body",
      idea: "particles explain the difference",
      sentences: [
        "All **matter** is packed with small bits called **particles**.",
        "In a solid, the **particles** are packed in a clump and can just rock a bit.",
        "In a liquid, they slip past the ones next to them.",
        "In a gas, they zip and spin across the box.",
      ],
    },
    {
      role: "closing",
      idea: "the three states side by side",
      sentences: ["So a solid has a fixed **shape**, a liquid fills the bottom of a pan or cup, and a gas fills all the **space** it has."],
    },
  ],
  questions: [
    { kind: "main idea", question: "What is the main idea?", answer: "Matter can be a solid, a liquid or a gas, and each acts in its own way." },
    { kind: "detail", question: "What does a gas do in a box?", answer: "It expands to fill all of the box." },
    { kind: "vocabulary", question: "What are particles?", answer: "The small bits that all matter is packed with." },
    { kind: "structure", question: "How is a liquid different from a solid?", answer: "A solid has a fixed shape; a liquid takes the shape of its pan or cup." },
  ],
};

export const MATTER_FIXES = {
  sentences: [
    { id: "3.2", text: "Tip milk from a cup into a pan, and it runs flat to fill the bottom of the pan." },
    { id: "4.1", text: "A gas is not a solid or a liquid, and it will not sit at the bottom of a box." },
  ],
};

/** The answer form older prompts asked for: {title, content, terms}, paragraphs by blank lines. */
export const LEGACY_L4 = {
  title: "The Frog in the Pond",
  content:
    "**Frogs** can jump and swim. A frog has strong back legs, and it kicks them as it swims in a pond.\n\n" +
    "A frog can sit still on a log until an insect lands next to it. Then its long **tongue** can snap up the bug.",
  terms: ["tongue"],
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
