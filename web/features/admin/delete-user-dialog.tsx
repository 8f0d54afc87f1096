import type { PublicUser } from "../../../schema/users";
import { DialogActions } from "../../ui/dialog-actions";
import { Modal } from "../../ui/modal";
import { useToast } from "../../ui/toast";
import { useDeleteUser } from "./admin-api";

export function DeleteUserDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const remove = useDeleteUser();
  const toast = useToast();

  function confirm() {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({ title: "Success", description: "User deleted successfully." });
        onClose();
      },
      onError: (err) => toast({ title: "Error", description: err.message || "Failed to delete user.", variant: "destructive" }),
    });
  }

  return (
    <Modal open={user !== null} onClose={onClose} title="Delete User">
      <p className="text-sm text-slate-700">
        Are you sure you want to delete "{user?.username}"? This action cannot be undone.
      </p>
      <DialogActions className="mt-6" onCancel={onClose} label="Delete" busyLabel="Deleting..." busy={remove.isPending} onConfirm={confirm} danger />
    </Modal>
  );
}
