/**
 * SPEC.md §2 names four lists: Content, Heart, Target, Multi-syllabic. `target` is every target
 * word (level exactly N: the pattern being practised), single- and multi-syllable alike, in
 * order of first appearance; `multisyllabic` is the part of it with two or more syllables,
 * which teachers drill apart because syllable division is its own skill.
 */
export interface SampleWordLists {
  content: string[];
  heart: string[];
  target: string[];
  multisyllabic: string[];
}

/** One example document as GET /api/samples sends it; every number and list is the engine's. */
export interface SampleDocument {
  id: string;
  name: string;
  level: number;
  levelName: string;
  title: string;
  content: string;
  compliance_percentage: number;
  wordLists: SampleWordLists;
}
