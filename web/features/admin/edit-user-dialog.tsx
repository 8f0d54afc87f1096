import { useEffect, useState, type FormEvent } from "react";
import { updateUserSchema, type PublicUser } from "../../../schema/users";
import { fieldErrors } from "../../lib/field-errors";
import { DialogActions } from "../../ui/dialog-actions";
import { CheckboxField } from "../../ui/checkbox-field";
import { TextField } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { useToast } from "../../ui/toast";
import { useUpdateUser } from "./admin-api";
import { ADMIN_CHECKBOX_TEXT } from "./create-user-dialog";

export function EditUserDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const [form, setForm] = useState({ username: "", isAdmin: false, changePassword: false, newPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateUser();
  const toast = useToast();

  useEffect(() => {
    if (user) setForm({ username: user.username, isAdmin: user.isAdmin, changePassword: false, newPassword: "" });
    setErrors({});
  }, [user]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!user) return;
    const body = { ...form, newPassword: form.changePassword ? form.newPassword : undefined };
    const parsed = updateUserSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    update.mutate(
      { id: user.id, ...body },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "User updated successfully." });
          onClose();
        },
        onError: (err) => toast({ title: "Error", description: err.message || "Failed to update user.", variant: "destructive" }),
      },
    );
  }

  return (
    <Modal open={user !== null} onClose={onClose} title="Edit User" description={user ? `Change ${user.username}'s account.` : undefined}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Username" name="username" autoComplete="off" value={form.username} error={errors.username} onChange={(e) => setForm({ ...form, username: e.target.value })} />
        <CheckboxField label={ADMIN_CHECKBOX_TEXT} checked={form.isAdmin} onChange={(isAdmin) => setForm({ ...form, isAdmin })} />
        <CheckboxField label="Change password" checked={form.changePassword} onChange={(changePassword) => setForm({ ...form, changePassword })} />
        {form.changePassword && (
          <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" value={form.newPassword} error={errors.newPassword} onChange={(e) => setForm({ ...form, newPassword: e.target.value })} />
        )}
        <DialogActions onCancel={onClose} label="Save Changes" busyLabel="Saving..." busy={update.isPending} />
      </form>
    </Modal>
  );
}
