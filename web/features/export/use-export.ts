import { useCallback, useEffect, useRef, useState } from "react";
import type { GenerationResponse } from "../../../schema/passages";
import { downloadBlob } from "./download";
import { buildFile, FAILURE_MESSAGES, FILE_NAMES, type ExportFormat } from "./files";
import { buildText } from "./text";

/** SPEC.md §9: how long Copy reads 'Copied!'. */
export const COPIED_MS = 2000;

// Give React a moment to paint the busy label before a synchronous build runs on the main thread.
const paint = () => new Promise((resolve) => setTimeout(resolve, 0));

/** SPEC.md §4 export state: idle, busy with one format, idle again (also after a failure). */
export function useExport(response: GenerationResponse) {
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
        downloadBlob(await buildFile(format, response), FILE_NAMES[format]);
      } catch (error) {
        console.error(FAILURE_MESSAGES[format], error);
      } finally {
        setBusy(null);
      }
    },
    [busy, hasContent, response],
  );

  const copy = useCallback(async () => {
    if (!hasContent) return;
    try {
      await navigator.clipboard.writeText(buildText(response));
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.error("Failed to copy text", error);
    }
  }, [hasContent, response]);

  return { busy, copied, download, copy };
}
