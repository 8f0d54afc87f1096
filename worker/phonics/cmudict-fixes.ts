/**
 * Corrections to CMUdict 3.0.0 entries that are plain errors, applied by scripts/build-lexicon.ts
 * before any word is analysed (the Worker only sees the corrected lexicon). Each entry replaces
 * one pronunciation exactly as CMUdict writes it; the build fails if that pronunciation is no
 * longer there, so the list cannot silently go stale.
 *
 * An entry whose right pronunciation is null deletes the wrong one.
 *
 * Found by two searches over the dictionary: compounds whose two parts are words but whose
 * pronunciation differs from theirs by one phone (rainforest), and inflected forms whose -s or
 * -ed does not agree in voicing with the sound before it (bobcats "T Z", yelped "P D").
 * Only errors are listed here, never variants: a real second pronunciation stays, and the
 * lowest level over all of them is used (PHONICS.md rule 2).
 */
export const CMUDICT_FIXES: readonly (readonly [word: string, wrong: string, right: string | null])[] = [
  // null: a reading no dictionary of American English gives ("color" as "caller"); it made
  // color level 7 through a short o while "colors", "colored" have only /ʌ/ and are beyond.
  ["color", "K AO1 L ER0", null],
  // "ai" is /eɪ/ as in rain, not /aɪ/.
  ["rainforest", "R AY1 N F AO2 R AH0 S T", "R EY1 N F AO2 R AH0 S T"],
  ["rainforests", "R AY1 N F AO2 R AH0 S T S", "R EY1 N F AO2 R AH0 S T S"],
  // -s after a voiceless sound is /s/, after a voiced one /z/; -ed likewise /t/ or /d/.
  ["bobcats", "B AA1 B K AE2 T Z", "B AA1 B K AE2 T S"],
  ["bullfights", "B UH1 L F AY2 T Z", "B UH1 L F AY2 T S"],
  ["excretes", "IH0 K S K R IY1 T Z", "IH0 K S K R IY1 T S"],
  ["muskrats", "M AH1 S K R AE2 T Z", "M AH1 S K R AE2 T S"],
  ["popes", "P OW1 P Z", "P OW1 P S"],
  ["tramps", "T R AE1 M P Z", "T R AE1 M P S"],
  ["gerbils", "JH ER1 B IH0 L S", "JH ER1 B IH0 L Z"],
  ["marsupials", "M AA0 R S UW1 P IY0 AH0 L S", "M AA0 R S UW1 P IY0 AH0 L Z"],
  ["orbitals", "AO1 R B AH0 T AH0 L S", "AO1 R B AH0 T AH0 L Z"],
  ["synonyms", "S IH1 N AH0 N IH2 M S", "S IH1 N AH0 N IH2 M Z"],
  ["eloped", "IH0 L OW1 P D", "IH0 L OW1 P T"],
  ["interlocked", "IH2 N T ER0 L AA1 K D", "IH2 N T ER0 L AA1 K T"],
  ["shellacked", "SH EH2 L AE1 K D", "SH EH2 L AE1 K T"],
  ["uplinked", "UW1 P L IH2 NG K D", "UW1 P L IH2 NG K T"],
  ["yelped", "Y EH1 L P D", "Y EH1 L P T"],
];
