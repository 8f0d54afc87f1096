import { useState } from "react";
import { profileSchema, READER_MESSAGES } from "../../../schema/reader";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/field";

/** Students' names and pre-taught words, as chips, with a field to add more. */
export function AllowedWords({
  words,
  error,
  disabled,
  onChange,
  onError,
}: {
  words: string[];
  error: string | undefined;
  disabled: boolean;
  onChange: (words: string[]) => void;
  onError: (message: string | undefined) => void;
}) {
  const [word, setWord] = useState("");

  function addWords() {
    const typed = word.split(/[\s,;]+/).filter((w) => w !== "");
    if (typed.length === 0) return;
    // As typed ("Rosa" stays "Rosa"), once each whatever the case: the engine compares in lower case.
    const allowedWords = [...words];
    const seen = new Set(allowedWords.map((w) => w.toLowerCase()));
    for (const w of typed.map((w) => w.replace(/[\u2018\u2019]/g, "'"))) {
      if (seen.has(w.toLowerCase())) continue;
      seen.add(w.toLowerCase());
      allowedWords.push(w);
    }
    const checked = profileSchema.shape.allowedWords.safeParse(allowedWords);
    if (!checked.success) return onError(checked.error.issues[0]?.message ?? READER_MESSAGES.wordsInvalid);
    onError(undefined);
    onChange(allowedWords);
    setWord("");
  }

  return (
    <section aria-labelledby="reader-words-heading" className="flex flex-col gap-2">
      <h3 id="reader-words-heading" className="text-base font-semibold text-slate-900">
        Allowed words
      </h3>
      <p className="text-sm text-slate-700">Students' names and words you have pre-taught count as decodable in every passage.</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1">
          <TextField
            label="Add allowed words"
            name="allowedWord"
            placeholder="e.g. Maya, volcano"
            autoComplete="off"
            value={word}
            error={error}
            disabled={disabled}
            onChange={(e) => setWord(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addWords();
              }
            }}
          />
        </div>
        <Button variant="secondary" onClick={addWords} disabled={disabled || word.trim() === ""} className={error ? "mb-7" : ""}>
          Add word
        </Button>
      </div>
      {words.length === 0 ? (
        <p className="text-sm text-slate-600">No allowed words yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Allowed words">
          {words.map((w) => (
            <li key={w} className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-sm text-slate-900">
              {w}
              <button
                type="button"
                className="flex h-6 w-6 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200"
                aria-label={`Remove ${w}`}
                disabled={disabled}
                onClick={() => onChange(words.filter((x) => x !== w))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
