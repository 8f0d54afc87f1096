import type { SavedPassageSummary } from "../../../schema/saved-passages";
import { DEFAULT_TITLE } from "../export/passage-model";

/** A passage saved without a title reads as the result panel shows it. */
export const passageTitle = (p: SavedPassageSummary) => p.title.trim() || DEFAULT_TITLE;

export const savedDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
