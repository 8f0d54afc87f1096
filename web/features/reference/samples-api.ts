import { useQuery } from "@tanstack/react-query";
import type { SampleDocument } from "../../../schema/samples";
import { answerOf, api } from "../../lib/api-client";

export const SAMPLES_KEY = ["/api/samples"] as const;

/** The samples never change, and the client never refetches. */
export const useSamples = () => useQuery({ queryKey: SAMPLES_KEY, queryFn: async () => answerOf(await api.samples.$get()) });

/** "Rain (Level 4 Consonant Clusters)", as SPEC.md §2 writes the sample names. */
export function sampleLabel(sample: Pick<SampleDocument, "name" | "level" | "levelName">): string {
  const levelName = sample.levelName.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return `${sample.name} (Level ${sample.level} ${levelName})`;
}
