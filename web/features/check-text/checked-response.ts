import type { GenerationResponse } from "../../../schema/passages";
import type { Analysis } from "./analyze-api";

/**
 * A checked text as a generation response, so the passage export builders (Text, Word, Google,
 * Copy, Print) make its files; the pre-taught terms are the bolded high-level words.
 */
export function checkedResponse(text: string, title: string, terms: readonly string[], analysis: Analysis): GenerationResponse {
  const data = {
    level: analysis.level,
    topic: "",
    title: title.trim(),
    content: text,
    high_level_terms_bolded: [...terms],
    phonics_compliance: analysis.phonics_compliance,
    compliance_percentage: analysis.compliance_percentage,
    compliance_summary: analysis.compliance_summary,
  };
  return {
    content: text,
    structuredData: data,
    wordLists: {
      content: analysis.content_words,
      heart: analysis.heart_words,
      target_single_syllable: analysis.target_words.single_syllable,
      target_multisyllabic: analysis.target_words.multisyllabic,
    },
    violations: analysis.violations,
  };
}
