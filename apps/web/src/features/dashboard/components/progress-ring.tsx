/** A circular gauge: `value` of `max`, capped at full (phrasesUsed / 20, at most 100%). */
export function ProgressRing({ value, max, label }: { value: number; max: number; label: string }) {
  const fraction = Math.max(0, Math.min(1, max > 0 ? value / max : 0));
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const percent = Math.round(fraction * 100);
  return (
    <div
      className="relative size-32"
      role="img"
      aria-label={label}
      data-testid="progress-ring"
      data-percent={percent}
    >
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden>
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" className="stroke-surface-sunken" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          className="stroke-brand transition-[stroke-dashoffset] duration-500"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center text-2xl font-bold" aria-hidden>
        {percent}%
      </span>
    </div>
  );
}
