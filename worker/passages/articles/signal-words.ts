import type { TextStructure } from "../../../schema/topics";

/**
 * Words that signal each text structure to a reader (including the easy ones low levels can use).
 * Every article shows its structure's signals at every level; description has none of its own.
 */
export const SIGNAL_WORDS: Partial<Record<TextStructure, RegExp>> = {
  sequence: /\b(first|next|then|after that|after|last|at last|finally|in the end|later|soon|before|until|when|step)\b/i,
  "cause-effect": /\b(because|so|as a result|this makes|makes|causes?|caused|leads? to|if|when|then|that is why|due to|effects?)\b/i,
  "compare-contrast": /\b(both|but|unlike|like|different|differ|same|also|while|in contrast|instead|than|yet)\b/i,
  "problem-solution": /\b(problems?|solve[sd]?|solutions?|fix(es|ed)?|help(s|ed)?|to stop|the answer|protects?|keeps?)\b/i,
};
