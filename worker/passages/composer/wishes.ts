// Simple wishes a teacher writes in Additional Context that the built-in composer can honour.

export type Length = "short" | "normal" | "long";

export interface Wishes {
  length: Length;
  /** A word the passage should dwell on ("focus on lava"). */
  focus?: string;
  /** A student's or character's name to greet in the passage ("use the name Maya"). */
  name?: string;
}

export const WORD_RANGES: Record<Length, readonly [min: number, max: number]> = {
  short: [120, 145],
  normal: [150, 200],
  long: [205, 250],
};

const NAME = /\b(?:named|name(?:\s+is)?|called|student|character|for)\s*:?\s+([A-Z][a-z]{1,19})\b/;
const FOCUS = /\b(?:focus(?:ing)?\s+on|emphasi[sz]e|more\s+about|include|mention)\s+(?:the\s+)?([a-z][a-z-]{2,30})/i;

export function parseWishes(context: string): Wishes {
  const text = context.trim();
  const lower = text.toLowerCase();
  let length: Length = "normal";
  if (/\b(short|shorter|brief|quick)\b/.test(lower)) length = "short";
  else if (/\b(long|longer|more detail|detailed|extended)\b/.test(lower)) length = "long";
  const wishes: Wishes = { length };
  const focus = FOCUS.exec(text)?.[1]?.toLowerCase();
  if (focus) wishes.focus = focus;
  const name = NAME.exec(text)?.[1];
  if (name) wishes.name = name;
  return wishes;
}
