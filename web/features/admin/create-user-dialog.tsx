import { useState, type FormEvent } from "react";
import { createUserSchema } from "../../../schema/users";
import { fieldErrors } from "../../lib/field-errors";
import { DialogActions } from "../../ui/dialog-actions";
import { CheckboxField } from "../../ui/checkbox-field";
import { TextField } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { useToast } from "../../ui/toast";
import { useCreateUser } from "./admin-api";

export const ADMIN_CHECKBOX_TEXT = "Grant this user administrator access to manage other users";
const EMPTY = { username: "", password: "", isAdmin: false };

export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateUser();
  const toast = useToast();

  function close() {
    setForm(EMPTY);
    setErrors({});
    onClose();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = createUserSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: "Success", description: "User created successfully." });
        close();
      },
      onError: (err) => toast({ title: "Error", description: err.message || "Failed to create user.", variant: "destructive" }),
    });
  }

  return (
    <Modal open={open} onClose={close} title="Create New User" description="The new user can sign in at once.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Username" name="username" autoComplete="off" autoFocus value={form.username} error={errors.username} onChange={(e) => setForm({ ...form, username: e.target.value })} />
        <TextField label="Password" name="password" type="password" autoComplete="new-password" value={form.password} error={errors.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
        <CheckboxField label={ADMIN_CHECKBOX_TEXT} checked={form.isAdmin} onChange={(isAdmin) => setForm({ ...form, isAdmin })} />
        <DialogActions onCancel={close} label="Create User" busyLabel="Creating..." busy={create.isPending} />
      </form>
    </Modal>
  );
}
