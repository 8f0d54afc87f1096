import { describe, expect, it } from "vitest";
import type { Analysis, AnalyzedToken } from "../../web/features/check-text/analyze-api";
import { checkedResponse } from "../../web/features/check-text/checked-response";
import { markOf, markReason } from "../../web/features/check-text/word-marks";
import { buildText } from "../../web/features/export/text";

const noLevels = { level_1: [], level_2: [], level_3: [], level_4: [], level_5: [], level_6: [], level_7: [], level_8: [] };
const token = (word: string, level: AnalyzedToken["level"], status: AnalyzedToken["status"]): AnalyzedToken => ({ text: word, start: 0, end: word.length, word, level, status, bold: false, boldSpan: -1 });

const analysis: Analysis = {
  level: 4,
  tokens: [],
  violations: [{ word: "stone", level: 6, reason: "silent e o_e /oʊ/, level 6", suggestions: ["rock"] }],
  phonics_compliance: { ...noLevels, level_1: ["sat"], level_4: ["damp"] },
  sequence_breakdown: { sequence: "spark", steps: [] },
  reader: { sequence: "spark", sequenceName: "Spark Decodables levels 1-8", step: 4, stepName: "Level 4: Consonant clusters", add: [], remove: [], allowedWords: [] },
  heart_words: ["the"],
  high_level_terms: ["enormous"],
  compliance_percentage: 87.5,
  compliance_summary: "This passage is 87.5% decodable at Level 4.",
  content_words: ["stone", "grass"],
  target_words: { single_syllable: ["damp", "grass"], multisyllabic: [] },
  beyond: ["the", "enormous"],
  target_percentage: 25,
  word_count: 8,
};

describe("checkedResponse", () => {
  it("makes a checked text exportable like a passage, its terms bolded", () => {
    const text = buildText(checkedResponse("The enormous stone sat in the damp grass.", "  Stones ", ["enormous"], analysis));
    expect(text.split("\n").slice(0, 3)).toEqual(["Stones", "", "The enormous stone sat in the damp grass."]);
    expect(text).toContain("High-Level Words Bolded: enormous");
    expect(text).toContain("Phonics Compliance: 87.5% Compliant");
    expect(text).toContain("Target words (single-syllable): damp, grass");
    expect(buildText(checkedResponse("Sat.", "", [], analysis)).startsWith("Reading Passage\n")).toBe(true);
  });
});

describe("word marks", () => {
  const targets = new Set(["damp"]);
  it("tells target, earlier-level, heart, term and not-decodable words apart", () => {
    expect(markOf(token("damp", 4, "decodable"), targets)).toBe("target");
    expect(markOf(token("sat", 1, "decodable"), targets)).toBe("earlier");
    expect(markOf(token("the", "beyond", "heart"), targets)).toBe("heart");
    expect(markOf(token("enormous", "beyond", "term"), targets)).toBe("term");
    expect(markOf(token("stone", 6, "violation"), targets)).toBe("violation");
  });

  it("gives each mark its reason", () => {
    expect(markReason(token("stone", 6, "violation"), "violation", 4, "silent e o_e /oʊ/, level 6")).toBe("Not decodable at Level 4: silent e o_e /oʊ/, level 6");
    expect(markReason(token("sat", 1, "decodable"), "earlier", 4)).toBe("Earlier level: decodable with Level 1 patterns");
    expect(markReason(token("damp", 4, "decodable"), "target", 4)).toBe("Target pattern: practises the Level 4 pattern");
  });
});
