import { useQuery } from "@tanstack/react-query";
import type { SampleDocument } from "../../../schema/samples";

export const SAMPLES_KEY = ["/api/samples"] as const;

/** The default fetcher GETs the key; the samples never change, and the client never refetches. */
export const useSamples = () => useQuery<SampleDocument[]>({ queryKey: SAMPLES_KEY });

/** "Rain (Level 4 Consonant Clusters)", as SPEC.md §2 writes the sample names. */
export function sampleLabel(sample: Pick<SampleDocument, "name" | "level" | "levelName">): string {
  const levelName = sample.levelName.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return `${sample.name} (Level ${sample.level} ${levelName})`;
}
