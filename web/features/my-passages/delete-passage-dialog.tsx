import { useMutation } from "@tanstack/react-query";
import type { SavedPassageSummary } from "../../../schema/saved-passages";
import { DialogActions } from "../../ui/dialog-actions";
import { Modal } from "../../ui/modal";
import { useToast } from "../../ui/toast";
import { useGenerator } from "../generator/generator-state";
import { deleteSavedPassage, refreshSavedPassages } from "./saved-passages-api";
import { passageTitle } from "./passage-title";

/** Delete after a confirmation; a deleted passage that was on screen leaves the screen too. */
export function DeletePassageDialog({ passage, onClose }: { passage: SavedPassageSummary | null; onClose: () => void }) {
  const { response, clear } = useGenerator();
  const toast = useToast();
  const remove = useMutation({ mutationFn: deleteSavedPassage });

  function confirm() {
    if (!passage) return;
    remove.mutate(passage.id, {
      onSuccess: () => {
        if (response?.id === passage.id) clear();
        void refreshSavedPassages();
        toast({ title: "Success", description: "Passage deleted." });
        onClose();
      },
      onError: (err) => toast({ title: "Error", description: err.message, variant: "destructive" }),
    });
  }

  return (
    <Modal open={passage !== null} onClose={onClose} title="Delete Passage">
      <p className="text-sm text-slate-700">
        Are you sure you want to delete "{passage ? passageTitle(passage) : ""}"? This action cannot be undone.
      </p>
      <DialogActions className="mt-6" onCancel={onClose} label="Delete" busyLabel="Deleting..." busy={remove.isPending} onConfirm={confirm} danger />
    </Modal>
  );
}
