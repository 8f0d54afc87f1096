import { useState } from "react";
import type { SavedPassageSummary } from "../../../schema/saved-passages";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { useToast } from "../../ui/toast";
import { useGenerator } from "../generator/generator-state";
import { DeletePassageDialog } from "./delete-passage-dialog";
import { passageTitle, savedDate } from "./passage-title";
import { RenamePassageDialog } from "./rename-passage-dialog";
import { fetchSavedPassage } from "./saved-passages-api";
import { useSavedPassageList } from "./use-saved-passage-list";

/** Every passage the teacher was given, newest first; Open shows it again in the Generator. */
export function MyPassagesTab({ onOpened }: { onOpened: () => void }) {
  const list = useSavedPassageList();
  const { open } = useGenerator();
  const toast = useToast();
  const [opening, setOpening] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<SavedPassageSummary | null>(null);
  const [deleting, setDeleting] = useState<SavedPassageSummary | null>(null);
  const passages = list.data?.pages.flatMap((p) => p.passages) ?? [];

  async function openPassage(p: SavedPassageSummary) {
    setOpening(p.id);
    try {
      open(await fetchSavedPassage(p.id));
      onOpened();
    } catch (err) {
      toast({ title: "Error", description: err instanceof Error ? err.message : "Failed to open passage.", variant: "destructive" });
    } finally {
      setOpening(null);
    }
  }

  return (
    <Card title="My Passages" subtitle="Every passage you generate is saved here, newest first.">
      {list.isLoading && <p className="text-sm text-slate-600">Loading passages…</p>}
      {list.error && <p className="text-sm text-red-700" role="alert">{list.error.message}</p>}
      {list.isSuccess && passages.length === 0 && (
        <p className="text-sm text-slate-700">No passages yet. Generate one on the Generator tab and it will appear here.</p>
      )}
      <ul className="divide-y divide-slate-200" aria-label="Saved passages">
        {passages.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="saved-passage">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{passageTitle(p)}</p>
              <p className="text-xs text-slate-600">
                Level {p.level} · {p.topic} · {savedDate(p.createdAt)}
              </p>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" disabled={opening !== null} onClick={() => void openPassage(p)} aria-label={`Open ${passageTitle(p)}`}>
                {opening === p.id ? "Opening..." : "Open"}
              </Button>
              <Button variant="secondary" onClick={() => setRenaming(p)} aria-label={`Rename ${passageTitle(p)}`}>
                Rename
              </Button>
              <Button variant="secondary" onClick={() => setDeleting(p)} aria-label={`Delete ${passageTitle(p)}`}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" className="mt-3" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? "Loading..." : "Load more"}
        </Button>
      )}
      <RenamePassageDialog passage={renaming} onClose={() => setRenaming(null)} />
      <DeletePassageDialog passage={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
