import { TEXT_STRUCTURES, TEXT_STRUCTURE_INFO, type TextStructure } from "../../schema/topics";
import { PATTERNS, isSubset, setOf, type Reader } from "../phonics";
import type { DraftRequest, FailingSentence } from "./providers/types";

/** How the body ideas of each structure are ordered (the plan the model writes first). */
const STRUCTURE_PLAN: Record<TextStructure, string> = {
  description: "each body idea describes one part, feature or example of the topic",
  sequence: "the body ideas are steps or stages in time order",
  "compare-contrast": "the body ideas set things side by side: how they are alike and how they differ",
  "cause-effect": "the body ideas are causes and the effects they lead to, in order",
  "problem-solution": "the body ideas state a problem and why it matters, then solutions and what they achieve",
};

const structureLine = (s: TextStructure) =>
  `${s} (${TEXT_STRUCTURE_INFO[s].label}: ${STRUCTURE_PLAN[s]}; signal words such as ${TEXT_STRUCTURE_INFO[s].signals})`;

/** The reader's patterns and the exceptions, exactly as the engine will judge them. */
function readerRules(reader: Reader): string[] {
  const known = PATTERNS.filter((p) => isSubset(setOf([p.id]), reader.taught));
  const unknown = PATTERNS.filter((p) => !isSubset(setOf([p.id]), reader.taught));
  const allowed = [...reader.allowedWords];
  return [
    `The reader (${reader.label}) knows exactly these phonics patterns:`,
    ...known.map((p) => `- ${p.name}: ${p.examples.join(", ")}`),
    "Every word must be spelled only with those patterns, EXCEPT:",
    `- these heart words: ${[...reader.heartWords].join(", ")};`,
    ...(allowed.length > 0 ? [`- these words the class already knows: ${allowed.join(", ")};`] : []),
    "- at most 8 topic words above the level, which you mark in bold like **volcano** every time they appear and make clear from context; together they must stay under 15% of the words.",
    ...(unknown.length > 0 ? [`Not taught yet, so never use words that need them: ${unknown.map((p) => p.name).join("; ")}.`] : []),
    "Words with soft c or g, silent letters, -tion, irregular spellings (was, of, put, said, water) are NOT allowed unless listed as heart words.",
  ];
}

const ARTICLE_JSON =
  '{"title": string, "structure": "description" | "sequence" | "compare-contrast" | "cause-effect" | "problem-solution", "mainIdea": string, ' +
  '"terms": string[], "plan": [{"role": "opening" | "body" | "closing", "idea": string, "sentences": string[]}], ' +
  '"questions": [{"kind": "main idea" | "detail" | "vocabulary" | "structure", "question": string, "answer": string}]}';

export function systemPrompt(reader: Reader): string {
  const newest = reader.sequence.steps[reader.step - 1]?.adds.filter((id) => isSubset(setOf([id]), reader.taught)) ?? [];
  const practise = PATTERNS.filter((p) => newest.includes(p.id)).map((p) => p.name);
  return [
    "You write decodable informational articles for structured-literacy teaching.",
    ...readerRules(reader),
    `Write grade-level science for older students (grades 3-12): mature, curious, accurate, never babyish.${practise.length > 0 ? ` Use many words that practise the newest patterns: ${practise.join("; ")}.` : ""}`,
    "Plan the article before you write it: one main idea, then the plan in the text structure you are given:",
    "- an opening idea that states the main idea;",
    "- 3 to 6 body ideas in the order the structure calls for, using its signal words where they fit (only those the reader can decode);",
    "- a closing idea that sums up.",
    "Then write each idea in 1 to 3 sentences, 150 to 220 words in all; each idea becomes one paragraph. The title keeps to the same patterns.",
    'Add 3 to 5 comprehension questions with answers, at least one of each kind: "main idea", "detail", "vocabulary" (a bold term in context), "structure" (how the text is organised).',
    `Answer with JSON only: ${ARTICLE_JSON}`,
    "where terms lists the bolded words (at most 8), each sentence is one sentence of the article, and structure names the structure you wrote in.",
  ].join("\n");
}

export function userPrompt(req: DraftRequest): string {
  const lines = [`Topic: ${req.topic}`];
  if (req.additionalContext) lines.push(`Teacher's notes: ${req.additionalContext}`);
  if (req.textStructure) {
    lines.push(`Text structure: ${structureLine(req.textStructure)}. Set "structure" to "${req.textStructure}".`);
  } else {
    lines.push("Text structure: choose the one that fits this topic best, and name it in \"structure\":");
    for (const s of TEXT_STRUCTURES) lines.push(`- ${structureLine(s)}`);
  }
  return lines.join("\n");
}

/** For a repair round: the same reader, and the one thing to do (rewrite single sentences). */
export function repairSystemPrompt(reader: Reader): string {
  return [
    "You rewrite single sentences of a decodable informational article for structured-literacy teaching.",
    ...readerRules(reader),
    'Answer with JSON only: {"sentences": [{"id": string, "text": string}]}, one entry per sentence you are given, with its id.',
  ].join("\n");
}

/**
 * Only the sentences the engine failed go back: each with its place in the plan, every violating
 * word with the rule it breaks, and decodable words the library uses for the same idea.
 */
export function repairPrompt(context: { title: string; topic: string; structure?: TextStructure }, failing: readonly FailingSentence[]): string {
  const about = `"${context.title}" (topic: ${context.topic}${context.structure ? `; structure: ${context.structure}` : ""})`;
  const blocks = failing.map((f) => {
    const lines = [
      `Sentence ${f.id} (idea ${f.idea + 1}, ${f.role}: "${f.ideaText}"; sentence ${f.sentence + 1}): "${f.text}"`,
      ...f.violations.map((v) => `- "${v.word}": ${v.rule}`),
    ];
    if (f.hints.length > 0) lines.push(`Decodable words for this idea: ${f.hints.join(", ")}`);
    return lines.join("\n");
  });
  return [
    `These sentences of the article ${about} break the decoding level.`,
    "Rewrite each one so that none of its listed words appears (use decodable words, or rephrase); keep its facts, its place in the plan, the structure's signal words and its bold terms. Write one sentence, or two short ones, for each.",
    "",
    blocks.join("\n\n"),
    "",
    'Answer with JSON only: {"sentences": [{"id": "<the sentence id>", "text": "<the new sentence>"}]}',
  ].join("\n");
}
