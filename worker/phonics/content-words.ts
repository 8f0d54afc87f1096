/**
 * Topic-bearing words of a passage: everything that is not a function word. A stoplist is
 * enough here; the list is for teachers ("what is this passage about"), not for grading.
 */

const FUNCTION_WORDS = new Set(
  `a an the this that these those some any each every no not all both either neither
  i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
  myself yourself himself herself itself ourselves themselves who whom whose which what where when why how
  and but or nor so yet if then than because as while until unless though although since
  at by for from in into of off on onto out over to up with without about above after against along
  among around before behind below beneath beside between beyond down during inside near outside past
  through toward towards under upon within across
  am is are was were be been being do does did done doing have has had having
  can could may might must shall should will would ought
  here there now then too very also just only even still again ever never always often
  yes oh well much many more most less least few lot lots own same such other another
  let let's it's that's there's here's what's who's he's she's i'm you're we're they're
  i'll you'll he'll she'll we'll they'll i've you've we've they've i'd you'd he'd she'd we'd they'd
  isn't aren't wasn't weren't don't doesn't didn't can't couldn't won't wouldn't shouldn't
  hasn't haven't hadn't one two three`.split(/\s+/),
);

/** Distinct content words in first-appearance order. */
export function contentWords(words: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const w of words) {
    if (seen.has(w) || FUNCTION_WORDS.has(w) || w.length < 2) continue;
    seen.add(w);
    out.push(w);
  }
  return out;
}
