import { describe, expect, it } from "vitest";
import type { GenerationResponse } from "../../schema/passages";
import { buildCsv, textToCsv } from "../../web/features/export/csv";

const BOM = "\uFEFF";

/** The data rows of a CSV, without the BOM, the header and the final CRLF. */
function rows(csv: string): string[] {
  expect(csv.startsWith(`${BOM}Section,Content\r\n`)).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
  return csv.slice(BOM.length).split("\r\n").slice(1, -1);
}

describe("textToCsv", () => {
  it("starts with a UTF-8 byte order mark and the Section,Content header, with CRLF line ends", () => {
    const csv = textToCsv("Title: Frogs");
    expect(csv).toBe(`${BOM}Section,Content\r\n"Title","Frogs"\r\n`);
  });

  it("writes only the header for empty or blank content", () => {
    expect(textToCsv("")).toBe(`${BOM}Section,Content\r\n`);
    expect(textToCsv("\n  \n\t\n")).toBe(`${BOM}Section,Content\r\n`);
  });

  it("drops blank lines", () => {
    expect(rows(textToCsv("Frogs\n\n\n   \nToads"))).toEqual(['"Title/Content","Frogs"', '"Title/Content","Toads"']);
  });

  it("puts lines before any section under Title/Content", () => {
    expect(rows(textToCsv("Frogs and Toads\nFrogs can jump."))).toEqual([
      '"Title/Content","Frogs and Toads"',
      '"Title/Content","Frogs can jump."',
    ]);
  });

  it("starts a section at a line with a colon, named by the text before the first colon", () => {
    expect(rows(textToCsv("Start time: 10:30 today"))).toEqual(['"Start time","10:30 today"']);
  });

  it("keeps a section's name even when the rest of its line is empty", () => {
    expect(rows(textToCsv("Notes:\nBring a net."))).toEqual(['"Notes",""', '"Notes","Bring a net."']);
  });

  it("puts other lines under the current section", () => {
    expect(rows(textToCsv("Summary: Good.\nAll words fit."))).toEqual(['"Summary","Good."', '"Summary","All words fit."']);
  });

  it("turns bullet lines (•, -, *) into '<section> Item' rows, even when they hold a colon", () => {
    expect(rows(textToCsv("Words: list\n• frog\n- toad: a cousin\n* pond"))).toEqual([
      '"Words","list"',
      '"Words Item","frog"',
      '"Words Item","toad: a cousin"',
      '"Words Item","pond"',
    ]);
  });

  it("names a bullet before any section after Title/Content", () => {
    expect(rows(textToCsv("• frog"))).toEqual(['"Title/Content Item","frog"']);
  });

  it("keeps 'Level' lines before the first section and skips them once a section exists", () => {
    expect(rows(textToCsv("Level Up\nWords: frog\nWord Breakdown by Decoding Level\nMore words"))).toEqual([
      '"Title/Content","Level Up"',
      '"Words","frog"',
      '"Words","More words"',
    ]);
  });

  it("still starts a section at a 'Level' line with a colon", () => {
    expect(rows(textToCsv("Words: frog\nLevel 1 (CVC): cat, dog"))).toEqual(['"Words","frog"', '"Level 1 (CVC)","cat, dog"']);
  });

  it("doubles double quotes and keeps commas inside the quoted field", () => {
    expect(rows(textToCsv('He said "hop, hop" twice\nQuote "A": "yes", no'))).toEqual([
      '"Title/Content","He said ""hop, hop"" twice"',
      '"Quote ""A""","""yes"", no"',
    ]);
  });

  it("keeps accented and non-Latin characters as they are", () => {
    expect(rows(textToCsv("Café: crème brûlée, naïve, 日本"))).toEqual(['"Café","crème brûlée, naïve, 日本"']);
  });
});

describe("buildCsv", () => {
  const response: GenerationResponse = {
    content: "The **frog** can hop.",
    structuredData: {
      level: 1,
      topic: "frogs",
      title: "Frogs",
      content: "The **frog** can hop.",
      high_level_terms_bolded: ["frog"],
      phonics_compliance: { level_1: ["can", "hop"], level_2: [], level_3: [], level_4: [], level_5: [], level_6: [], level_7: [], level_8: [] },
      compliance_percentage: 100,
      compliance_summary: "Every word fits Level 1.",
    },
    wordLists: { content: ["frog"], heart: ["the"], target_single_syllable: ["can", "hop"], target_multisyllabic: [] },
  };

  it("applies the rules to the text rendering of a passage", () => {
    expect(rows(buildCsv(response))).toEqual([
      '"Title/Content","Frogs"',
      '"Title/Content","The frog can hop."',
      '"Title/Content","Word Breakdown by Decoding Level"',
      '"Level 1 (CVC)","can, hop"',
      '"High-Level Words Bolded","frog"',
      '"Phonics Compliance","100% Compliant"',
      '"Summary","Every word fits Level 1."',
      '"Content words","frog"',
      '"Heart words","the"',
      '"Target words (single-syllable)","can, hop"',
    ]);
  });

  it("gives each question and answer its own row, and the structure its own section", () => {
    const withQuestions: GenerationResponse = {
      ...response,
      structuredData: {
        ...response.structuredData!,
        text_structure: "sequence",
        questions: [
          { kind: "detail", question: "What can the frog do?", answer: "Hop: far." },
          { kind: "vocabulary", question: 'Which Level word means "jump"?', answer: "hop" },
        ],
      },
    };
    expect(rows(buildCsv(withQuestions))).toEqual([
      '"Title/Content","Frogs"',
      '"Title/Content","The frog can hop."',
      '"Title/Content","Questions"',
      '"Question 1","What can the frog do?"',
      '"Answer 1","Hop: far."',
      '"Question 2","Which Level word means ""jump""?"',
      '"Answer 2","hop"',
      // Sections have begun, so the breakdown's heading is a skipped 'Level' line (SPEC.md §5).
      '"Level 1 (CVC)","can, hop"',
      '"High-Level Words Bolded","frog"',
      '"Text Structure","Sequence"',
      '"Phonics Compliance","100% Compliant"',
      '"Summary","Every word fits Level 1."',
      '"Content words","frog"',
      '"Heart words","the"',
      '"Target words (single-syllable)","can, hop"',
    ]);
  });

  it("writes the default title alone for a response without content", () => {
    expect(rows(buildCsv({ content: "" }))).toEqual(['"Title/Content","Reading Passage"']);
  });
});
