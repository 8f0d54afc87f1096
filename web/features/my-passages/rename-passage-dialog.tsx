import { useMutation } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { renamePassageSchema, type SavedPassageSummary } from "../../../schema/saved-passages";
import { fieldErrors } from "../../lib/field-errors";
import { DialogActions } from "../../ui/dialog-actions";
import { TextField } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { useToast } from "../../ui/toast";
import { useGenerator } from "../generator/generator-state";
import { fetchSavedPassage, refreshSavedPassages, renameSavedPassage } from "./saved-passages-api";

/** Rename: the schema's messages under the field; the passage on screen takes the new title too. */
export function RenamePassageDialog({ passage, onClose }: { passage: SavedPassageSummary | null; onClose: () => void }) {
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { response, open } = useGenerator();
  const toast = useToast();
  const rename = useMutation({ mutationFn: renameSavedPassage });

  useEffect(() => {
    if (passage) setTitle(passage.title);
    setError(undefined);
  }, [passage]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!passage) return;
    const parsed = renamePassageSchema.safeParse({ title });
    if (!parsed.success) return setError(fieldErrors(parsed.error).title);
    setError(undefined);
    rename.mutate(
      { id: passage.id, title: parsed.data.title },
      {
        onSuccess: async () => {
          void refreshSavedPassages();
          if (response?.id === passage.id) open(await fetchSavedPassage(passage.id), true);
          toast({ title: "Success", description: "Passage renamed." });
          onClose();
        },
        onError: (err) => setError(err.message),
      },
    );
  }

  return (
    <Modal open={passage !== null} onClose={onClose} title="Rename Passage">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Title" name="title" autoComplete="off" value={title} error={error} onChange={(e) => setTitle(e.target.value)} />
        <DialogActions onCancel={onClose} label="Save" busyLabel="Saving..." busy={rename.isPending} />
      </form>
    </Modal>
  );
}
