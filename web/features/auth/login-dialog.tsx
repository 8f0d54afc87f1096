import { useState, type FormEvent } from "react";
import { PRODUCT_NAME } from "../../lib/product";
import { DialogActions } from "../../ui/dialog-actions";
import { TextField } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { useToast } from "../../ui/toast";
import { LoginRefused, useAuth } from "./auth-context";

export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { login } = useAuth();
  const toast = useToast();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await login(username, password);
      toast({ title: `Welcome to ${PRODUCT_NAME}!`, description: "You can now generate custom reading passages." });
      setUsername("");
      setPassword("");
      onClose();
    } catch (err) {
      if (err instanceof LoginRefused) {
        toast({
          title: "Authentication Failed",
          description: err.message || "Please check your credentials and try again.",
          variant: "destructive",
        });
      } else {
        toast({ title: "Connection Error", description: "Unable to connect to the server. Please try again.", variant: "destructive" });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title="Sign in" description="Teachers and administrators sign in to generate passages.">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Username" name="username" autoComplete="username" autoFocus required value={username} onChange={(e) => setUsername(e.target.value)} disabled={busy} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} disabled={busy} />
        <DialogActions onCancel={onClose} label="Access Generator" busyLabel="Authenticating..." busy={busy} lockCancel />
      </form>
    </Modal>
  );
}
