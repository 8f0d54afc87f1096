import { Button } from "./button";

/**
 * A dialog's closing row: Cancel, then the action, which reads `busyLabel` while it runs. The
 * action submits the dialog's form unless `onConfirm` is given (a dialog without a form).
 */
export function DialogActions({
  onCancel,
  label,
  busyLabel,
  busy,
  onConfirm,
  danger = false,
  lockCancel = false,
  className = "",
}: {
  onCancel: () => void;
  label: string;
  busyLabel: string;
  busy: boolean;
  onConfirm?: () => void;
  danger?: boolean;
  /** Also disable Cancel while busy (sign-in cannot be abandoned half-way). */
  lockCancel?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex justify-end gap-2 ${className}`}>
      <Button variant="secondary" onClick={onCancel} disabled={lockCancel && busy}>
        Cancel
      </Button>
      <Button type={onConfirm ? "button" : "submit"} variant={danger ? "danger" : "primary"} onClick={onConfirm} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
