/**
 * Level names (SPEC.md §3), read from schema/levels.ts: the one place the app declares them
 * (plain data, so the engine stays free of bindings and runs anywhere).
 */
import { LEVELS as LEVEL_INFO } from "../../schema/levels";
import type { Level } from "./types";

export const LEVEL_NAMES: Readonly<Record<Level, string>> = Object.fromEntries(
  LEVEL_INFO.map((l) => [l.number, l.name]),
) as Record<Level, string>;

/** Our levels as numbers, in order (schema/levels.ts declares them). */
export const LEVEL_NUMBERS: readonly Level[] = LEVEL_INFO.map((l) => l.number as Level);

export function levelName(level: Level): string {
  return LEVEL_NAMES[level];
}

export function isLevel(n: unknown): n is Level {
  return typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 8;
}
