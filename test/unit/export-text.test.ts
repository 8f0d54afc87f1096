import { describe, expect, it } from "vitest";
import type { GenerationResponse, StructuredData } from "../../schema/passages";
import { htmlToText } from "../../web/features/export/html-text";
import { buildText } from "../../web/features/export/text";

const noLevels = { level_1: [], level_2: [], level_3: [], level_4: [], level_5: [], level_6: [], level_7: [], level_8: [] };

function passage(data: Partial<StructuredData> = {}, extra: Partial<GenerationResponse> = {}): GenerationResponse {
  const structuredData: StructuredData = {
    level: 4,
    topic: "rain",
    title: "Rain",
    content: "Rain drops fall on the **landscape**.\n\nThe clouds drift past.",
    high_level_terms_bolded: ["landscape"],
    phonics_compliance: { ...noLevels, level_1: ["on"], level_4: ["drops", "drift"] },
    compliance_percentage: 96.5,
    compliance_summary: "Nearly every word fits.",
    ...data,
  };
  return { content: structuredData.content, structuredData, ...extra };
}

describe("buildText", () => {
  it("lays out title, passage, breakdown, bolded words, compliance and word lists", () => {
    const text = buildText(
      passage({}, { wordLists: { content: ["rain"], heart: ["the"], target_single_syllable: ["drops"], target_multisyllabic: ["landscape"] } }),
    );
    expect(text).toBe(
      [
        "Rain",
        "",
        "Rain drops fall on the landscape.",
        "",
        "The clouds drift past.",
        "",
        "Word Breakdown by Decoding Level",
        "Level 1 (CVC): on",
        "Level 4 (consonant clusters): drops, drift",
        "",
        "High-Level Words Bolded: landscape",
        "",
        "Phonics Compliance: 96.5% Compliant",
        "Summary: Nearly every word fits.",
        "",
        "Content words: rain",
        "Heart words: the",
        "Target words (single-syllable): drops",
        "Target words (multisyllabic): landscape",
        "",
      ].join("\n"),
    );
  });

  it("puts the questions, numbered and with their answers, right after the passage, and names the structure", () => {
    const text = buildText(
      passage({
        text_structure: "cause-effect",
        questions: [
          { kind: "main idea", question: "What is this **passage** about?", answer: "Rain and clouds." },
          { kind: "detail", question: "  ", answer: "a question left blank is left out" },
          { kind: "vocabulary", question: "What does <i>drift</i> mean?", answer: "To move\nslowly." },
        ],
      }),
    );
    expect(text).toContain(
      [
        "The clouds drift past.",
        "",
        "Questions",
        "Question 1: What is this passage about?",
        "Answer 1: Rain and clouds.",
        "Question 2: What does drift mean?",
        "Answer 2: To move slowly.",
        "",
        "Word Breakdown by Decoding Level",
      ].join("\n"),
    );
    expect(text).toContain("High-Level Words Bolded: landscape\n\nText Structure: Cause & Effect\nPhonics Compliance: 96.5% Compliant\n");
  });

  it("has no questions heading without questions", () => {
    expect(buildText(passage({ questions: [] }))).not.toContain("Questions");
  });

  it("removes every **bold** marker, including an unmatched one", () => {
    const text = buildText(passage({ content: "A **big** storm ** came." }));
    expect(text).toContain("A big storm came.");
    expect(text).not.toContain("*");
  });

  it("labels levels 1 to 4 only", () => {
    const levels = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`level_${i + 1}`, [`w${i + 1}`]]));
    const text = buildText(passage({ phonics_compliance: levels as StructuredData["phonics_compliance"] }));
    expect(text).toContain("Level 1 (CVC): w1\nLevel 2 (CVC with digraphs): w2\nLevel 3 (suffixes): w3\nLevel 4 (consonant clusters): w4\n");
    expect(text).toContain("Level 5: w5\nLevel 6: w6\nLevel 7: w7\nLevel 8: w8\n");
  });

  it("leaves out empty levels, and the breakdown heading when every level is empty", () => {
    expect(buildText(passage())).not.toMatch(/Level [235678]/);
    expect(buildText(passage({ phonics_compliance: noLevels }))).not.toContain("Word Breakdown");
  });

  it("falls back to 'Reading Passage' and the plain content without structured data", () => {
    expect(buildText({ content: "Frogs hop.\nToads sit." })).toBe("Reading Passage\n\nFrogs hop.\n\nToads sit.\n");
  });

  it("uses the default title when the structured title is blank", () => {
    expect(buildText(passage({ title: "  " })).startsWith("Reading Passage\n")).toBe(true);
  });

  it("strips HTML tags but keeps their text", () => {
    const text = buildText({ content: '<p>Frogs <em>hop</em> <img src=x onerror=alert(1)>fast.</p><p>Toads sit.</p>' });
    expect(text).toBe("Reading Passage\n\nFrogs hop fast.\n\nToads sit.\n");
  });

  it("strips tags from the title and summary too", () => {
    const text = buildText(passage({ title: "<b>Rain</b>", compliance_summary: "<i>All</i> good" }));
    expect(text.startsWith("Rain\n")).toBe(true);
    expect(text).toContain("Summary: All good\n");
  });
});

describe("htmlToText", () => {
  it("ends a line at a <br> or a closing block tag", () => {
    expect(htmlToText("One<br>Two<br/>Three<div>Four</div>Five")).toBe("One\nTwo\nThree\nFour\nFive");
  });

  it("drops script and style elements with their content", () => {
    expect(htmlToText("Hi<script>alert(1)</script><style>p{}</style> there")).toBe("Hi there");
  });

  it("keeps bold tags as **markers** and leaves a lone '<' alone", () => {
    expect(htmlToText("3 < 5 and <strong>magnet</strong> <b>poles</b>")).toBe("3 < 5 and **magnet** **poles**");
  });

  it("decodes entities after removing tags, so escaped markup stays text", () => {
    expect(htmlToText("Fish &amp; chips &lt;b&gt; caf&#233; &#x1F438;")).toBe("Fish & chips <b> café 🐸");
  });
});
