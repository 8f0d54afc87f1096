import { describe, expect, it } from "vitest";
import type { GenerationResponse } from "../../schema/passages";
import { buildRtf, rtfEscape } from "../../web/features/export/rtf";

const noLevels = { level_1: [], level_2: [], level_3: [], level_4: [], level_5: [], level_6: [], level_7: [], level_8: [] };

const response: GenerationResponse = {
  content: "A **magnet** pulls.\nIt sticks.",
  structuredData: {
    level: 4,
    topic: "magnets",
    title: "Magnets",
    content: "A **magnet** pulls.\nIt sticks.",
    high_level_terms_bolded: ["magnet"],
    phonics_compliance: noLevels,
    compliance_summary: "",
  },
};

describe("rtfEscape", () => {
  it("escapes backslashes and braces", () => {
    expect(rtfEscape("a\\b {c}")).toBe("a\\\\b \\{c\\}");
  });

  it("writes accented letters as \\uN? escapes", () => {
    expect(rtfEscape("café naïve")).toBe("caf\\u233? na\\u239?ve");
  });

  it("writes characters above 32767 with a signed 16-bit number", () => {
    expect(rtfEscape("日")).toBe("\\u26085?");
    expect(rtfEscape("\uFB01")).toBe("\\u-1279?");
  });

  it("writes a character outside the BMP as two escapes, one per surrogate", () => {
    // 🐸 is U+1F438: surrogates D83D and DC38, that is -10179 and -9160.
    expect(rtfEscape("🐸")).toBe("\\u-10179?\\u-9160?");
  });

  it("leaves no character above ASCII", () => {
    expect(rtfEscape("Zoë’s “frog” — 🐸")).toMatch(/^[\x20-\x7e]*$/);
  });

  it("turns a tab into \\tab and drops other control characters", () => {
    expect(rtfEscape("a\tb\u0007c")).toBe("a\\tab bc");
  });
});

describe("buildRtf", () => {
  const rtf = buildRtf(response);

  it("is one RTF group with a Times New Roman font table at 12 pt (\\fs24)", () => {
    expect(rtf.startsWith("{\\rtf1\\ansi")).toBe(true);
    expect(rtf.endsWith("}")).toBe(true);
    expect(rtf).toContain("{\\fonttbl{\\f0\\froman\\fcharset0 Times New Roman;}}");
    expect(rtf).toContain("\\f0\\fs24");
  });

  it("balances its braces", () => {
    const unescaped = rtf.replace(/\\[\\{}]/g, "");
    let depth = 0;
    for (const ch of unescaped) {
      depth += ch === "{" ? 1 : ch === "}" ? -1 : 0;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
  });

  it("ends every line with \\par, blank lines included", () => {
    expect(rtf).toContain(
      "{\\b\\fs32 Magnets}\\par\n\\par\nA {\\b magnet} pulls.\\par\n\\par\nIt sticks.\\par\n\\par\nHigh-Level Words Bolded: magnet\\par\n}",
    );
  });

  it("bolds the **marked** terms and drops the markers", () => {
    expect(rtf).toContain("{\\b magnet}");
    expect(rtf).not.toContain("**");
  });

  it("bolds the listed terms when the passage has no markers", () => {
    const plain = buildRtf({ ...response, structuredData: { ...response.structuredData!, content: "Magnets and a magnet." } });
    expect(plain).toContain("Magnets and a {\\b magnet}.");
  });

  it("writes the questions under a bold heading, with their answers", () => {
    const withQuestions = buildRtf({
      ...response,
      structuredData: { ...response.structuredData!, questions: [{ kind: "detail", question: "What does a {magnet} pull?", answer: "Iron." }] },
    });
    expect(withQuestions).toContain("It sticks.\\par\n\\par\n{\\b Questions}\\par\nQuestion 1: What does a \\{magnet\\} pull?\\par\nAnswer 1: Iron.\\par\n");
  });

  it("keeps accented text through escapes and the plain-content fallback", () => {
    expect(buildRtf({ content: "Él comió {pan}" })).toContain("\\u201?l comi\\u243? \\{pan\\}\\par");
  });
});
