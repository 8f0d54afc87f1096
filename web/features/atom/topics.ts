// SPEC.md §3: Atom sorts a topic into science, nature, history or default to shape its wording.
// A keyword list is enough: the topic is a few words a teacher typed, not a document.

export type TopicCategory = "science" | "nature" | "history" | "default";

const KEYWORDS: Record<Exclude<TopicCategory, "default">, readonly string[]> = {
  science: [
    "science", "space", "planet", "star", "moon", "sun", "solar", "orbit", "gravity", "energy", "magnet", "electricity",
    "electric", "circuit", "atom", "molecule", "chemistry", "physics", "biology", "cell", "experiment", "robot", "rocket",
    "volcano", "earthquake", "rock", "mineral", "fossil", "light", "sound", "heat", "force", "motion", "matter", "body",
    "brain", "heart", "germ", "technology", "engineering", "invention", "astronaut", "telescope", "dinosaur",
  ],
  nature: [
    "nature", "animal", "plant", "tree", "forest", "jungle", "desert", "ocean", "sea", "river", "lake", "pond", "bird",
    "frog", "toad", "fish", "shark", "whale", "insect", "bug", "bee", "ant", "butterfly", "flower", "seed", "garden",
    "weather", "rain", "storm", "snow", "wind", "cloud", "season", "habitat", "wildlife", "mountain", "reptile", "mammal",
    "dog", "cat", "horse", "wolf", "bear", "lion", "tiger",
  ],
  history: [
    "history", "historical", "ancient", "war", "battle", "president", "king", "queen", "empire", "pyramid", "egypt",
    "rome", "roman", "greece", "greek", "castle", "knight", "medieval", "explorer", "pioneer", "colonial", "revolution",
    "civil", "rights", "century", "inventor", "viking", "pharaoh", "museum",
  ],
};

// "planets", "boxes" and "butterflies" should match their keyword.
function matches(word: string, keyword: string): boolean {
  return word === keyword || word === `${keyword}s` || word === `${keyword}es` || (keyword.endsWith("y") && word === `${keyword.slice(0, -1)}ies`);
}

/** The first category with a matching word, checked in the order science, nature, history. */
export function topicCategory(topic: string): TopicCategory {
  const words = topic.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  for (const category of ["science", "nature", "history"] as const) {
    if (words.some((w) => KEYWORDS[category].some((k) => matches(w, k)))) return category;
  }
  return "default";
}
