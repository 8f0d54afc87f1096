import { ReferenceCard } from "./reference-card";

// Organisations whose structured-literacy material is free, research-based and long-lived;
// their home pages, because deep links on such sites move more often than the sites do.
export const EXTERNAL_RESOURCES: readonly { name: string; href: string; about: string }[] = [
  {
    name: "International Dyslexia Association",
    href: "https://dyslexiaida.org/",
    about: "Fact sheets on dyslexia and Structured Literacy, and the standards for teachers of reading.",
  },
  {
    name: "Reading Rockets",
    href: "https://www.readingrockets.org/",
    about: "Articles, classroom strategies and videos on phonics, decoding and fluency.",
  },
  {
    name: "Florida Center for Reading Research",
    href: "https://fcrr.org/",
    about: "Free, research-based student center activities for phonics and fluency practice.",
  },
];

export function ExternalResources() {
  return (
    <ReferenceCard title="External Resources">
      <ul className="flex flex-col gap-3">
        {EXTERNAL_RESOURCES.map((r) => (
          <li key={r.href} className="text-sm text-slate-800">
            {/* noopener: the new tab gets no handle on this page; noreferrer: no Referer sent. */}
            <a
              href={r.href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {r.name}
              <span aria-hidden="true"> ↗</span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <p className="text-slate-700">{r.about}</p>
          </li>
        ))}
      </ul>
    </ReferenceCard>
  );
}
