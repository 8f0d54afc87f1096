// Text structures and topic categories: shared by the worker's library, the API and the page.

export const TEXT_STRUCTURES = ["description", "sequence", "compare-contrast", "cause-effect", "problem-solution"] as const;
export type TextStructure = (typeof TEXT_STRUCTURES)[number];

/** What a teacher reads for each structure, with the signal words a reader looks for. */
export const TEXT_STRUCTURE_INFO: Record<TextStructure, { label: string; signals: string }> = {
  description: { label: "Description", signals: "for example, also, one part, another part" },
  sequence: { label: "Sequence", signals: "first, next, then, after that, last" },
  "compare-contrast": { label: "Compare & Contrast", signals: "both, but, unlike, the same, different" },
  "cause-effect": { label: "Cause & Effect", signals: "because, so, as a result, this makes" },
  "problem-solution": { label: "Problem & Solution", signals: "the problem, to solve this, one fix, the result" },
};

export const TOPIC_CATEGORIES = [
  "Plants and life cycles",
  "Animals",
  "Ecosystems",
  "Human body and health",
  "Weather and climate",
  "Earth's surface",
  "Earth's resources",
  "Matter",
  "Forces and motion",
  "Energy",
  "Light and sound",
  "Space",
  "Engineering and technology",
  "Sports science",
] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

/** GET /api/topics: one row per topic the built-in writer knows. */
export interface TopicSummary {
  id: string;
  name: string;
  category: TopicCategory;
  structures: TextStructure[];
}
