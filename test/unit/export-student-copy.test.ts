import { describe, expect, it } from "vitest";
import type { GenerationResponse, StructuredData } from "../../schema/passages";
import { buildCsv } from "../../web/features/export/csv";
import { fileName } from "../../web/features/export/files";
import { buildHtml } from "../../web/features/export/html";
import { NAME_DATE_LINE } from "../../web/features/export/passage-model";
import { buildRtf } from "../../web/features/export/rtf";
import { buildText } from "../../web/features/export/text";

const noLevels = { level_1: [], level_2: [], level_3: [], level_4: [], level_5: [], level_6: [], level_7: [], level_8: [] };

const data: StructuredData = {
  level: 4,
  topic: "rain",
  title: "Rain & Storms",
  content: "Rain drops fall on the **landscape** & the hills, 3 < 5.\n\nThe clouds drift past.",
  high_level_terms_bolded: ["landscape"],
  phonics_compliance: { ...noLevels, level_4: ["drops", "drift"] },
  compliance_percentage: 96.5,
  compliance_summary: "Nearly every word fits.",
  questions: [{ kind: "detail", question: "What falls on the **landscape**?", answer: "Rain drops." }],
};
const response: GenerationResponse = {
  content: data.content,
  structuredData: data,
  wordLists: { content: ["rain"], heart: ["the"], target_single_syllable: ["drops"], target_multisyllabic: [] },
};

describe("the student copy", () => {
  it("holds the title, a name and date line, the passage and the questions without answers, nothing else", () => {
    expect(buildText(response, "student")).toBe(
      [
        "Rain & Storms",
        "",
        NAME_DATE_LINE,
        "",
        "Rain drops fall on the landscape & the hills, 3 < 5.",
        "",
        "The clouds drift past.",
        "",
        "Questions",
        "Question 1: What falls on the landscape?",
        "",
      ].join("\n"),
    );
    expect(NAME_DATE_LINE).toMatch(/^Name: _+ +Date: _+$/);
  });

  it("keeps the teacher copy as it was, answers and word lists included", () => {
    const text = buildText(response, "teacher");
    expect(text).toBe(buildText(response));
    expect(text).toContain("Answer 1: Rain drops.");
    expect(text).toContain("Phonics Compliance: 96.5% Compliant");
    expect(text).toContain("Content words: rain");
    expect(text).not.toContain("Name:");
  });

  it("applies the same lines to RTF (still 12 pt Times New Roman) and CSV", () => {
    const rtf = buildRtf(response, "student");
    expect(rtf).toContain("Times New Roman;}}\n\\f0\\fs24\n");
    expect(rtf).toContain("{\\b landscape}");
    expect(rtf).not.toContain("Answer 1");
    expect(rtf).not.toContain("Compliant");
    const csv = buildCsv(response, "student");
    expect(csv).toContain('"Question 1","What falls on the landscape?"');
    expect(csv).not.toContain("Answer 1");
    expect(csv).not.toContain("Content words");
  });

  it("names student files with -student before the extension and leaves the spec's names alone", () => {
    expect(fileName("txt", "student")).toBe("reading-passage-student.txt");
    expect(fileName("docx", "student")).toBe("reading-passage-student.docx");
    expect(fileName("google", "student")).toBe("reading-passage-student.rtf");
    expect(fileName("csv", "teacher")).toBe("reading-passage.csv");
  });
});

describe("buildHtml (the clipboard's HTML)", () => {
  it("keeps the bold terms and escapes every piece of text", () => {
    const html = buildHtml(response, "student");
    expect(html.split("\n")).toEqual([
      "<h1>Rain &amp; Storms</h1>",
      `<p>${NAME_DATE_LINE}</p>`,
      "<p>Rain drops fall on the <strong>landscape</strong> &amp; the hills, 3 &lt; 5.</p>",
      "<p>The clouds drift past.</p>",
      "<h2>Questions</h2>",
      "<p>Question 1: What falls on the landscape?</p>",
    ]);
  });

  it("holds the answers in the teacher copy", () => {
    expect(buildHtml(response, "teacher")).toContain("<p>Answer 1: Rain drops.</p>");
  });
});
