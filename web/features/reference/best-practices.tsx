import { ReferenceCard } from "./reference-card";

// SPEC.md §2: five tips. Written for teachers of older students, who need decodable text that
// respects their age while matching the patterns they have actually been taught.
export const BEST_PRACTICES: readonly { title: string; text: string }[] = [
  {
    title: "Match text level to phonics knowledge",
    text: "Choose the level that covers every pattern the student has been taught and nothing beyond it, whatever their grade.",
  },
  {
    title: "Use repeated reading",
    text: "Have students read the same passage two or three times: first for accuracy, then for smooth, expressive reading.",
  },
  {
    title: "Highlight patterns",
    text: "Before reading, pre-teach the bolded terms and have students find and mark the level's pattern in the target words.",
  },
  {
    title: "Track progress through levels",
    text: "Note each student's accuracy on every passage, and move to the next level once they read the current one accurately and fluently.",
  },
  {
    title: "Combine with explicit phonics instruction",
    text: "Teach each pattern directly and systematically first; the passage is where students practise it in connected text.",
  },
];

export function BestPractices() {
  return (
    <ReferenceCard title="Best Practices">
      <ul className="flex flex-col gap-3">
        {BEST_PRACTICES.map((tip) => (
          <li key={tip.title} className="text-sm text-slate-800">
            <span className="font-semibold text-slate-900">{tip.title}.</span> {tip.text}
          </li>
        ))}
      </ul>
    </ReferenceCard>
  );
}
