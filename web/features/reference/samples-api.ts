import { useQuery } from "@tanstack/react-query";

/**
 * One example document as GET /api/samples sends it (worker/samples/sample-documents.ts). Every
 * number and list is the engine's, at the sample's level: `target` holds all the words at exactly
 * that level, `multisyllabic` the ones among them of two or more syllables.
 */
export interface SampleDocument {
  id: string;
  name: string;
  level: number;
  levelName: string;
  title: string;
  content: string;
  compliance_percentage: number;
  wordLists: { content: string[]; heart: string[]; target: string[]; multisyllabic: string[] };
}

export const SAMPLES_KEY = ["/api/samples"] as const;

/** The default fetcher GETs the key; the samples never change, and the client never refetches. */
export const useSamples = () => useQuery<SampleDocument[]>({ queryKey: SAMPLES_KEY });

/** "Rain (Level 4 Consonant Clusters)", as SPEC.md §2 writes the sample names. */
export function sampleLabel(sample: Pick<SampleDocument, "name" | "level" | "levelName">): string {
  const levelName = sample.levelName.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return `${sample.name} (Level ${sample.level} ${levelName})`;
}
