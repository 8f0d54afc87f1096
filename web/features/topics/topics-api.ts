import { useQuery } from "@tanstack/react-query";
import { TEXT_STRUCTURE_INFO, TEXT_STRUCTURES, type TextStructure, type TopicSummary } from "../../../schema/topics";
import { answerOf, api } from "../../lib/api-client";

export const TOPICS_KEY = ["/api/topics"] as const;

/** Every topic the built-in writer knows (GET /api/topics, no sign-in needed); fetched once. */
export const useTopics = () =>
  useQuery({ queryKey: TOPICS_KEY, queryFn: async () => answerOf(await api.topics.$get()), select: (d): TopicSummary[] => d.topics });

/**
 * The topics whose name contains what was typed: those starting with it first, then those with a
 * word starting with it ("water" finds "The Water Cycle" before "Saltwater"). Nothing typed: every
 * topic, so the list can be browsed.
 */
export function matchTopics(topics: readonly TopicSummary[], typed: string): TopicSummary[] {
  const query = typed.trim().toLowerCase();
  if (!query) return [...topics];
  const rank = (name: string) => (name.startsWith(query) ? 0 : name.split(/[^a-z0-9']+/).some((w) => w.startsWith(query)) ? 1 : 2);
  return topics
    .map((t) => ({ t, name: t.name.toLowerCase() }))
    .filter(({ name }) => name.includes(query))
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map(({ t }) => t);
}

/** "Description, Sequence": a topic's structures by label, always in the same order. */
export function structureLabels(structures: readonly TextStructure[]): string {
  return TEXT_STRUCTURES.filter((s) => structures.includes(s))
    .map((s) => TEXT_STRUCTURE_INFO[s].label)
    .join(", ");
}
