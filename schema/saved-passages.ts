import { z } from "zod";
import type { GenerationResponse } from "./passages";
import type { Profile } from "./reader";

export const SAVED_TITLE_MAX = 120;
export const SAVED_PAGE_MAX = 50;
export const SAVED_PAGE_DEFAULT = 20;

export const SAVED_MESSAGES = {
  idInvalid: "Passage id is not valid",
  limitInvalid: `limit must be a whole number from 1 to ${SAVED_PAGE_MAX}`,
  cursorInvalid: "cursor is not valid",
  titleRequired: "Title is required",
  titleMax: `Title must be at most ${SAVED_TITLE_MAX} characters`,
} as const;

export const passageIdParam = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, SAVED_MESSAGES.idInvalid),
});

/** `?limit=&cursor=`: the cursor is the one the previous page answered with. */
export const passageListQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^[1-9]\d{0,1}$/, SAVED_MESSAGES.limitInvalid)
    .transform(Number)
    .refine((n) => n <= SAVED_PAGE_MAX, SAVED_MESSAGES.limitInvalid)
    .optional(),
  cursor: z.string().regex(/^\d{1,15}_[0-9a-f-]{36}$/, SAVED_MESSAGES.cursorInvalid).optional(),
});

export const renamePassageSchema = z.strictObject({
  title: z
    .string({ error: SAVED_MESSAGES.titleRequired })
    .trim()
    .min(1, SAVED_MESSAGES.titleRequired)
    .max(SAVED_TITLE_MAX, SAVED_MESSAGES.titleMax),
});

export interface SavedPassageSummary {
  id: string;
  title: string;
  level: number;
  topic: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface SavedPassageList {
  passages: SavedPassageSummary[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** A saved passage as the generator answered it, with the analysis recomputed by today's engine. */
export type SavedPassage = GenerationResponse & {
  id: string;
  /** The request that made it, with the reader it was made for (when not our plain level). */
  request: { readingLevel: string; topic: string; additionalContext: string; textStructure?: string } & Partial<Profile>;
  createdAt: string;
  updatedAt: string;
};
