import type { GenerationResponse, StructuredData } from "../../schema/passages";
import { readerInfo, type PassageAnalysis, type Reader } from "../phonics";
import type { Draft } from "./providers/types";

/** The answer to POST /api/gpt: the draft's words, and every number from the engine's analysis. */
export function toResponse(
  draft: Draft,
  analysis: PassageAnalysis,
  meta: { reader: Reader; topic: string; model: string; raw: unknown; id?: string },
): GenerationResponse & { id: string } {
  const structuredData: StructuredData = {
    level: meta.reader.level,
    topic: meta.topic,
    title: draft.title,
    content: draft.content,
    high_level_terms_bolded: analysis.high_level_terms,
    phonics_compliance: analysis.phonics_compliance,
    sequence_breakdown: analysis.sequence_breakdown,
    compliance_percentage: analysis.compliance_percentage,
    compliance_summary: analysis.compliance_summary,
    ...(draft.structure ? { text_structure: draft.structure } : {}),
    ...(draft.questions?.length ? { questions: draft.questions } : {}),
  };
  return {
    content: draft.content,
    structuredData,
    wordLists: {
      content: analysis.content_words,
      heart: analysis.heart_words,
      target_single_syllable: analysis.target_words.single_syllable,
      target_multisyllabic: analysis.target_words.multisyllabic,
    },
    violations: analysis.violations.map((v) => ({ word: v.word, level: v.level, reason: v.reason })),
    reader: readerInfo(meta.reader),
    model: meta.model,
    id: meta.id ?? crypto.randomUUID(),
    rawResponse: meta.raw,
    ...(draft.article ? { article: draft.article } : {}),
    notes: draft.notes ?? [],
  };
}
