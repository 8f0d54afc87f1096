/**
 * The built-in composer's content library: one file per topic, authored by people and verified by
 * the phonics engine (test/worker/passages/library.test.ts). The composer never writes a word that
 * is not in a sentence here; it chooses which sentences to use for a level and in what amount.
 */
export interface TopicContent {
  /** Stable kebab-case id: "frogs-and-toads". */
  id: string;
  /** What the teacher sees: "Frogs & Toads". */
  name: string;
  /**
   * Other ways a teacher may type the topic, lower case ("toads", "outer space", "soccer").
   * Plurals and singulars of the name and aliases are matched without listing them.
   */
  aliases: string[];
  /**
   * Passage titles, several difficulties. The composer picks one whose words are decodable at the
   * level (terms allowed), so include at least one that a level-1 reader can read (terms allowed).
   */
  titles: string[];
  /**
   * Topic words that may be bolded and pre-taught when they are above the level, in every form the
   * sentences use ("frog", "frogs"). A passage may use at most 8 of them (PHONICS.md).
   */
  terms: string[];
  /**
   * In reading order: the first section opens the passage, the last one closes it, the ones
   * between carry the facts in a sensible order. The composer takes one or more sentences from
   * each section, so every sentence must make sense after any sentence of the section before.
   */
  sections: Section[];
}

export interface Section {
  /** What the section is about, for people and for the composer's plan ("opening", "life cycle"). */
  name: string;
  sentences: string[];
}
