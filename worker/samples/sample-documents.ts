/**
 * The example documents as the Reference tab shows them: each sample with its numbers and word
 * lists computed by the engine at the sample's level, never typed by hand, so a change to the
 * engine or to a text shows up in the page (and in test/worker/samples.test.ts) at once.
 */
import { levelInfo } from "../../schema/levels";
import type { SampleDocument, SampleWordLists } from "../../schema/samples";
import { analyzePassage, levelReader, type Level, type PassageAnalysis } from "../phonics";
import { SAMPLES, type Sample } from "./samples";

export function sampleLevel(sample: Sample): Level {
  return levelInfo(sample.levelId).number as Level;
}

export function wordListsOf(analysis: PassageAnalysis): SampleWordLists {
  const { single_syllable, multisyllabic } = analysis.target_words;
  const targets = new Set([...single_syllable, ...multisyllabic]);
  const inTextOrder = [...new Set(analysis.tokens.map((t) => t.word))].filter((w) => targets.has(w));
  return {
    content: analysis.content_words,
    heart: analysis.heart_words,
    target: inTextOrder,
    multisyllabic,
  };
}

function toDocument(sample: Sample): SampleDocument {
  const level = sampleLevel(sample);
  const analysis = analyzePassage(sample.text, levelReader(level));
  return {
    id: sample.id,
    name: sample.name,
    level,
    levelName: levelInfo(sample.levelId).name,
    title: sample.title,
    content: sample.text,
    compliance_percentage: analysis.compliance_percentage,
    wordLists: wordListsOf(analysis),
  };
}

// The samples never change while an isolate lives, so the analysis runs once per isolate.
let documents: SampleDocument[] | undefined;

export function sampleDocuments(): SampleDocument[] {
  documents ??= SAMPLES.map(toDocument);
  return documents;
}
