/** Atom's face: a smiling nucleus inside three orbits. The orbits turn while Atom is thinking,
 * unless the reader prefers reduced motion. */
export function AtomIcon({ spinning = false, className = "" }: { spinning?: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <g
        fill="none"
        stroke="#c2410c"
        strokeWidth="2.5"
        className={`origin-center [transform-box:fill-box] ${spinning ? "motion-safe:animate-[spin_4s_linear_infinite]" : ""}`}
      >
        <ellipse cx="24" cy="24" rx="21" ry="8" />
        <ellipse cx="24" cy="24" rx="21" ry="8" transform="rotate(60 24 24)" />
        <ellipse cx="24" cy="24" rx="21" ry="8" transform="rotate(-60 24 24)" />
        <circle cx="45" cy="24" r="2.5" fill="#f59e0b" stroke="none" />
        <circle cx="13.5" cy="5.8" r="2.5" fill="#f59e0b" stroke="none" />
        <circle cx="13.5" cy="42.2" r="2.5" fill="#f59e0b" stroke="none" />
      </g>
      <circle cx="24" cy="24" r="9" fill="#fde68a" stroke="#c2410c" strokeWidth="2" />
      <circle cx="20.8" cy="22.5" r="1.4" fill="#7c2d12" />
      <circle cx="27.2" cy="22.5" r="1.4" fill="#7c2d12" />
      <path d="M20.5 26.5q3.5 3 7 0" fill="none" stroke="#7c2d12" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
