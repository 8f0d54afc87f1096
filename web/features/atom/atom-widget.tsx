import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../ui/button";
import { atomReply, helpText, randomTip, type AtomContext, type AtomEmotion, type AtomReply } from "./atom-brain";
import { AtomIcon } from "./atom-icon";
import { useDebounced } from "./use-debounced";
import "./atom.css";

export type { AtomContext } from "./atom-brain";

const BADGE: Record<AtomEmotion, string> = {
  excited: "bg-amber-100 text-amber-900",
  celebrating: "bg-green-100 text-green-900",
  thinking: "bg-sky-100 text-sky-900",
  encouraging: "bg-violet-100 text-violet-900",
  helpful: "bg-brand-100 text-brand-800",
};

// Atom starts minimised to a small button in the corner on every screen. Open, its panel must not
// sit over the page (a passage, its export bar): see atom.css. A dot on the button says Atom has
// something new; screen readers hear it either way.

/** Atom, the companion for signed-in teachers (SPEC.md §2). The parent renders it only when signed in. */
export function Atom({ context }: { context: AtomContext }) {
  const [open, setOpen] = useState(false);
  const topic = useDebounced(context.topic, 600);
  const knownTopic = useDebounced(context.knownTopic, 600);
  const { readingLevel, isGenerating, hasResponse, error } = context;
  const base = useMemo(
    () => atomReply({ readingLevel, topic, isGenerating, hasResponse, knownTopic, error }),
    [readingLevel, topic, isGenerating, hasResponse, knownTopic, error],
  );
  // A Tip or Help answer stays until the context moves on, then Atom reacts to the new context.
  const [answer, setAnswer] = useState<{ to: AtomReply; reply: AtomReply } | null>(null);
  const reply = answer?.to === base ? answer.reply : base;

  const [seen, setSeen] = useState<string | null>(null);
  useEffect(() => {
    if (open) setSeen(reply.message);
  }, [open, reply.message]);
  const unread = !open && reply.message !== seen;

  const panelId = useId();
  const reopenRef = useRef<HTMLButtonElement>(null);
  const minimiseRef = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  useEffect(() => {
    // Keep keyboard focus on the control that replaced the one just pressed.
    if (toggled.current) (open ? minimiseRef : reopenRef).current?.focus();
  }, [open]);
  useEffect(() => {
    document.documentElement.toggleAttribute("data-atom-open", open);
    return () => document.documentElement.removeAttribute("data-atom-open");
  }, [open]);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setOpen(next);
  };

  const tip = () => {
    let next = randomTip(readingLevel);
    for (let tries = 0; next.message === reply.message && tries < 5; tries++) next = randomTip(readingLevel);
    setAnswer({ to: base, reply: next });
  };

  return (
    <aside
      aria-label="Atom, your teaching companion"
      data-emotion={reply.emotion}
      data-print="hide"
      className={
        open
          ? "relative z-40 mx-auto w-full max-w-7xl px-4 pb-6 print:hidden lg:fixed lg:right-6 lg:bottom-6 lg:w-80 lg:max-w-none lg:p-0"
          : "fixed right-3 bottom-3 z-40 print:hidden sm:right-6 sm:bottom-6"
      }
    >
      {open ? (
        <section id={panelId} className="ml-auto flex w-full max-w-[20rem] flex-col rounded-2xl border border-slate-200 bg-white shadow-xl">
          <header className="flex items-center gap-2 border-b border-slate-100 px-3 py-2">
            <AtomIcon spinning={reply.emotion === "thinking"} className="h-9 w-9 shrink-0" />
            <h2 className="font-semibold text-slate-900">Atom</h2>
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[reply.emotion]}`} data-testid="atom-emotion">
              {reply.emotion}
            </span>
            <button
              ref={minimiseRef}
              type="button"
              onClick={() => toggle(false)}
              aria-expanded="true"
              aria-controls={panelId}
              aria-label="Minimise Atom"
              className="ml-auto rounded-md px-2 py-1 text-lg leading-none text-slate-600 hover:bg-slate-100"
            >
              –
            </button>
          </header>
          <div className="max-h-[45vh] overflow-y-auto px-3 py-3" aria-live="polite" aria-atomic="true">
            <p className="text-sm whitespace-pre-line text-slate-800">{reply.message}</p>
            {reply.followUp && <p className="mt-2 text-xs text-slate-600">{reply.followUp}</p>}
          </div>
          <div className="flex gap-2 border-t border-slate-100 px-3 py-2">
            <Button variant="secondary" className="px-3 py-1.5" onClick={tip}>
              Tip
            </Button>
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => setAnswer({ to: base, reply: helpText() })}>
              Help
            </Button>
          </div>
        </section>
      ) : (
        <button
          ref={reopenRef}
          type="button"
          onClick={() => toggle(true)}
          aria-expanded="false"
          aria-label={`Open Atom, your teaching companion${unread ? " (new message)" : ""}`}
          className="relative flex items-center gap-2 rounded-full border border-slate-200 bg-white p-1.5 shadow-lg hover:bg-slate-50 sm:pr-4"
        >
          <AtomIcon spinning={reply.emotion === "thinking"} className="h-9 w-9" />
          <span className="hidden text-sm font-medium text-slate-800 sm:inline">Atom</span>
          {unread && <span className="absolute top-0.5 right-0.5 h-3 w-3 rounded-full border-2 border-white bg-brand-600" data-testid="atom-unread" />}
        </button>
      )}
      {!open && (
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {reply.message}
        </p>
      )}
    </aside>
  );
}
