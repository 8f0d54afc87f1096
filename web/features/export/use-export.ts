import { useCallback, useEffect, useRef, useState } from "react";
import type { GenerationResponse } from "../../../schema/passages";
import { downloadBlob } from "./download";
import { buildFile, FAILURE_MESSAGES, fileName, type ExportFormat } from "./files";
import { buildHtml } from "./html";
import type { CopyKind } from "./passage-model";
import { buildText } from "./text";

/** SPEC.md §9: how long Copy reads 'Copied!'. */
export const COPIED_MS = 2000;

// Give React a moment to paint the busy label before a synchronous build runs on the main thread.
const paint = () => new Promise((resolve) => setTimeout(resolve, 0));

/** SPEC.md §4 export state: idle, busy with one format, idle again (also after a failure). */
export function useExport(response: GenerationResponse, kind: CopyKind) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const hasContent = response.content.trim().length > 0;

  const download = useCallback(
    async (format: ExportFormat) => {
      if (!hasContent || busy) return;
      setBusy(format);
      try {
        await paint();
        downloadBlob(await buildFile(format, response, kind), fileName(format, kind));
      } catch (error) {
        console.error(FAILURE_MESSAGES[format], error);
      } finally {
        setBusy(null);
      }
    },
    [busy, hasContent, response, kind],
  );

  const copy = useCallback(async () => {
    if (!hasContent) return;
    try {
      await writeClipboard(buildHtml(response, kind), buildText(response, kind));
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.error("Failed to copy text", error);
    }
  }, [hasContent, response, kind]);

  return { busy, copied, download, copy };
}

/** Both HTML (bold kept, for documents) and plain text (for anything else); plain text alone where ClipboardItem is missing. */
async function writeClipboard(html: string, text: string): Promise<void> {
  if (typeof ClipboardItem === "undefined") return navigator.clipboard.writeText(text);
  await navigator.clipboard.write([
    new ClipboardItem({
      "text/html": new Blob([html], { type: "text/html" }),
      "text/plain": new Blob([text], { type: "text/plain" }),
    }),
  ]);
}
