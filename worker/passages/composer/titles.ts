import type { Level } from "../../phonics/types";
import { sentenceJudge } from "./judge";

/** A title the student can read at the level (terms allowed), chosen at random among those. */
export function titlePicker(level: Level, terms: ReadonlySet<string>) {
  const judge = sentenceJudge(level, terms);
  return (titles: string[], rand: () => number): string => {
    const readable = titles.filter((t) => judge(t).decodable);
    const pool = readable.length > 0 ? readable : titles.slice(0, 1);
    return pool[Math.floor(rand() * pool.length)] ?? "Reading Passage";
  };
}
