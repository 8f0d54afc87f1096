// The passage may arrive with HTML in it (SPEC.md §3: "content may contain HTML tags"). Exports are
// plain documents, so tags go and their text stays. Bold tags become the passage's own **bold**
// markers so the highlighted terms survive into Word and RTF.

const DROPPED_ELEMENTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const BOLD_ELEMENTS = /<(b|strong)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
// A <br>, or a block opening or closing, ends a line; otherwise "<p>One</p><p>Two</p>" would read "OneTwo".
const LINE_BREAKS = /<br\s*\/?>|<\/?(p|div|li|h[1-6]|blockquote|section|article|tr)\b[^>]*>/gi;
// Only real tags (a letter after "<") and comments, so "3 < 5" in a passage is kept.
const TAGS = /<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** HTML (or plain text) to plain text with **bold** markers; entities are decoded last, so an escaped "&lt;b&gt;" stays text. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/\r\n?/g, "\n")
    .replace(DROPPED_ELEMENTS, "")
    .replace(BOLD_ELEMENTS, "**$2**")
    .replace(LINE_BREAKS, "\n")
    .replace(TAGS, "");
  return decodeEntities(text);
}
