// Files are built in the browser (SPEC.md §7), so saving one is an object URL behind an
// <a download> click.

// Some browsers read the blob only after the click has returned; revoking at once can cancel the
// download, so the URL is released a little later.
const REVOKE_AFTER_MS = 10_000;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
