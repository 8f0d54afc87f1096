import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import type { ReactNode } from "react";

const widths = { md: "max-w-md", xl: "max-w-4xl" } as const;

/** A Headless UI dialog: it traps focus, closes on Escape and gives focus back on close. */
export function Modal({
  open,
  onClose,
  title,
  description,
  size = "md",
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  size?: keyof typeof widths;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className={`w-full ${widths[size]} max-h-[90vh] overflow-y-auto rounded-xl bg-white p-6 shadow-xl`}>
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {description && <Description className="mt-1 text-sm text-slate-600">{description}</Description>}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
