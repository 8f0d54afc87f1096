import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { BUSY_LABELS, type ExportFormat } from "./files";

const itemClass =
  "block w-full rounded px-3 py-2 text-left text-sm text-slate-800 data-[focus]:bg-brand-700 data-[focus]:text-white";

/** RTF opens in Google Docs and CSV in Google Sheets, hence one "Google" menu for both. */
export function GoogleMenu({
  busy,
  disabled,
  className,
  onPick,
}: {
  busy: ExportFormat | null;
  disabled: boolean;
  className: string;
  onPick: (format: "google" | "csv") => void;
}) {
  const label = busy === "google" || busy === "csv" ? BUSY_LABELS[busy] : "Google";
  return (
    <Menu>
      <MenuButton className={className} disabled={disabled}>
        {label}
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        className="z-50 mt-1 w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => onPick("google")}>
            RTF/Docs
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => onPick("csv")}>
            CSV/Sheets
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
