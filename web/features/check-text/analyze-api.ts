import type { ReadingLevel } from "../../../schema/levels";
import type { LevelKey } from "../../../schema/passages";
import { messageOf, sendJson } from "../../lib/query-client";

export type WordLevel = number | "beyond";
export type TokenStatus = "decodable" | "heart" | "term" | "violation";

/** One word of the checked text, with its offsets into the text as sent. */
export interface AnalyzedToken {
  text: string;
  start: number;
  end: number;
  word: string;
  level: WordLevel;
  status: TokenStatus;
}

/** POST /api/analyze's answer (worker/phonics/analyze-passage.ts, with each violation's swaps). */
export interface Analysis {
  level: number;
  tokens: AnalyzedToken[];
  violations: { word: string; level: WordLevel; reason: string; suggestions: string[] }[];
  phonics_compliance: Record<LevelKey, string[]>;
  heart_words: string[];
  high_level_terms: string[];
  compliance_percentage: number;
  compliance_summary: string;
  content_words: string[];
  target_words: { single_syllable: string[]; multisyllabic: string[] };
}

export interface AnalyzeRequest {
  readingLevel: ReadingLevel;
  text: string;
  terms: string[];
}

/** The text is judged as sent: the token offsets point into exactly this string. */
export async function analyze(request: AnalyzeRequest): Promise<Analysis> {
  const res = await sendJson("POST", "/api/analyze", request);
  if (!res.ok) throw new Error(await messageOf(res, "We couldn't process your request. Please try again or check your connection."));
  return (await res.json()) as Analysis;
}
