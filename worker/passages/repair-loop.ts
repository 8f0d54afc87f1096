import { analyzePassage, type PassageAnalysis } from "../phonics/analyze-passage";
import type { Level } from "../phonics/types";
import type { Draft, DraftRequest, PassageWriter, RepairNote } from "./providers/types";

export interface Verified {
  draft: Draft;
  analysis: PassageAnalysis;
  /** Every raw output, first draft then each repair, for the Response JSON block. */
  rounds: unknown[];
}

const analyze = (d: Draft, level: Level) => analyzePassage(d.content, level, d.terms);

function notes(a: PassageAnalysis): RepairNote[] {
  return a.violations.map((v) => ({ word: v.word, rule: v.reason }));
}

/**
 * Models break decoding constraints; this is where we do not trust them. The engine judges each
 * draft, and the exact violating words go back with the rule each breaks, for up to `rounds`
 * rewrites while time remains. The best draft seen is kept (a rewrite can make things worse), and
 * it is returned with its true compliance even when violations remain.
 */
export async function verifyAndRepair(
  writer: PassageWriter,
  req: DraftRequest,
  opts: { rounds: number; signal: AbortSignal },
): Promise<Verified> {
  const level = req.level as Level;
  let draft = await writer.draft(req, opts.signal);
  let analysis = analyze(draft, level);
  const rounds: unknown[] = [draft.raw];
  let best = { draft, analysis };
  for (let i = 0; i < opts.rounds && analysis.violations.length > 0 && writer.repair && !opts.signal.aborted; i++) {
    try {
      draft = await writer.repair(req, draft, notes(analysis), opts.signal);
    } catch (e) {
      // A failed rewrite keeps the best draft so far: the teacher still gets a passage, with its
      // real numbers. Only a failed first draft is an error.
      rounds.push({ error: e instanceof Error ? e.message : String(e) });
      break;
    }
    analysis = analyze(draft, level);
    rounds.push(draft.raw);
    if (analysis.compliance_percentage > best.analysis.compliance_percentage) best = { draft, analysis };
  }
  return { ...best, rounds };
}
