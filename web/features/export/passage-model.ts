import type { ComprehensionQuestion, GenerationResponse, LevelKey, StructuredData, WordLists } from "../../../schema/passages";
import { TEXT_STRUCTURE_INFO } from "../../../schema/topics";
import { boldTerms, hasBoldMarkers, parseBold, stripBold, type Run } from "./bold";
import { htmlToText } from "./html-text";

// One reading of a response, shared by every export: the text, CSV, RTF and Word files differ only
// in how they draw these lines, so they can never disagree about what a passage contains.

export type LineKind = "title" | "heading" | "body" | "blank";

export interface ExportLine {
  kind: LineKind;
  runs: Run[];
}

export const DEFAULT_TITLE = "Reading Passage";
export const BREAKDOWN_HEADING = "Word Breakdown by Decoding Level";
export const QUESTIONS_HEADING = "Questions";
/** The line a student writes on, at the top of the student copy. */
export const NAME_DATE_LINE = "Name: ____________________   Date: ____________";

/**
 * Teacher copy: everything, answers included. Student copy: the title, a name and date line, the
 * passage with its pre-taught words in bold and the questions without answers; nothing else.
 */
export type CopyKind = "teacher" | "student";

/** SPEC.md §2/§9: the breakdown labels levels 1 to 4 only. */
const LEVEL_LABELS: Record<number, string> = {
  1: "CVC",
  2: "CVC with digraphs",
  3: "suffixes",
  4: "consonant clusters",
};

const line = (kind: LineKind, text: string): ExportLine => ({ kind, runs: text ? [{ text, bold: false }] : [] });
const blank: ExportLine = { kind: "blank", runs: [] };

export function breakdownLines(compliance: StructuredData["phonics_compliance"]): string[] {
  const lines: string[] = [];
  for (let n = 1; n <= 8; n++) {
    const words = compliance[`level_${n}` as LevelKey] ?? [];
    if (words.length === 0) continue;
    const label = LEVEL_LABELS[n] ? ` (${LEVEL_LABELS[n]})` : "";
    lines.push(`Level ${n}${label}: ${words.join(", ")}`);
  }
  return lines;
}

// Each detail is written "Name: value" on one line, which is also what the CSV rules (SPEC.md §5)
// turn into a Section/Content row.
function complianceLines(data: StructuredData): string[] {
  const lines: string[] = [];
  if (data.text_structure) lines.push(`Text Structure: ${TEXT_STRUCTURE_INFO[data.text_structure].label}`);
  if (typeof data.compliance_percentage === "number") lines.push(`Phonics Compliance: ${data.compliance_percentage}% Compliant`);
  const summary = oneLine(data.compliance_summary ?? "");
  if (summary) lines.push(`Summary: ${summary}`);
  return lines;
}

export function wordListLines(lists: WordLists): string[] {
  const named: [string, string[]][] = [
    ["Content words", lists.content],
    ["Heart words", lists.heart],
    ["Target words (single-syllable)", lists.target_single_syllable],
    ["Target words (multisyllabic)", lists.target_multisyllabic],
  ];
  return named.filter(([, words]) => words.length > 0).map(([name, words]) => `${name}: ${words.join(", ")}`);
}

/**
 * "Question 1: ..." then "Answer 1: ...": numbered in the name, so each is its own CSV section
 * (SPEC.md §5) whatever the question holds, and the answers are there, for this is the teacher's copy.
 */
function questionLines(questions: readonly ComprehensionQuestion[], kind: CopyKind): string[] {
  return questions
    .map((q) => ({ question: oneLine(q.question), answer: oneLine(q.answer) }))
    .filter((q) => q.question)
    .flatMap((q, i) => [`Question ${i + 1}: ${q.question}`, ...(kind === "teacher" ? [`Answer ${i + 1}: ${q.answer}`] : [])]);
}

function oneLine(text: string): string {
  return stripBold(htmlToText(text)).replace(/\s+/g, " ").trim();
}

function passageParagraphs(source: string, terms: readonly string[]): ExportLine[] {
  const lines = htmlToText(source)
    .split("\n")
    .map((l) => l.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter(Boolean);
  const marked = lines.some(hasBoldMarkers);
  return lines
    .map((l): ExportLine => ({ kind: "body", runs: marked ? parseBold(l) : boldTerms(l, terms) }))
    .filter((l) => l.runs.length > 0);
}

/**
 * The export document as lines: title, passage paragraphs, questions, then for the teacher the
 * breakdown, bolded terms, structure and compliance, and word lists.
 */
export function exportLines(response: GenerationResponse, kind: CopyKind = "teacher"): ExportLine[] {
  const data = response.structuredData;
  const terms = data?.high_level_terms_bolded ?? [];
  const groups: ExportLine[][] = [[line("title", oneLine(data?.title ?? "") || DEFAULT_TITLE)]];
  if (kind === "student") groups.push([line("body", NAME_DATE_LINE)]);

  for (const paragraph of passageParagraphs(data?.content || response.content, terms)) groups.push([paragraph]);

  // Right after the passage, as on screen; also before any CSV section, where the heading's own
  // row lands under Title/Content instead of inside the section above it.
  const questions = questionLines(data?.questions ?? [], kind);
  if (questions.length) groups.push([line("heading", QUESTIONS_HEADING), ...questions.map((l) => line("body", l))]);

  if (data && kind === "teacher") {
    const breakdown = breakdownLines(data.phonics_compliance ?? {});
    if (breakdown.length) groups.push([line("heading", BREAKDOWN_HEADING), ...breakdown.map((l) => line("body", l))]);
    const bolded = terms.map((t) => t.trim()).filter(Boolean);
    if (bolded.length) groups.push([line("body", `High-Level Words Bolded: ${bolded.join(", ")}`)]);
    const compliance = complianceLines(data);
    if (compliance.length) groups.push(compliance.map((l) => line("body", l)));
  }
  if (response.wordLists && kind === "teacher") {
    const lists = wordListLines(response.wordLists);
    if (lists.length) groups.push(lists.map((l) => line("body", l)));
  }
  // A blank line between groups, as a reader would space them.
  return groups.flatMap((group, i) => (i === 0 ? group : [blank, ...group]));
}

export function lineText(l: ExportLine): string {
  return l.runs.map((r) => r.text).join("");
}
