/*
 * SPEC §2 "certificate logos". Plain bordered wordmarks of our own drawing: they name the hallmark
 * (BIS HUID) and the diamond laboratories (IGI, SGL) without copying anyone's logo.
 */
const MARKS = [
  { name: 'BIS Hallmark (HUID)', line1: 'BIS', line2: 'HALLMARK · HUID', width: 118 },
  { name: 'IGI', line1: 'IGI', line2: 'CERTIFIED', width: 70 },
  { name: 'SGL', line1: 'SGL', line2: 'CERTIFIED', width: 70 },
] as const;

export function CertificateMarks() {
  return (
    <div className="mt-6 border-t border-line pt-5">
      <p className="text-center text-xs font-semibold text-ink-muted">
        Hallmarked gold, certified diamonds
      </p>
      <ul className="mt-3 flex flex-wrap items-center justify-center gap-2">
        {MARKS.map((mark) => (
          <li key={mark.name}>
            <svg
              role="img"
              aria-label={mark.name}
              viewBox={`0 0 ${mark.width} 44`}
              width={mark.width}
              height={44}
              className="text-ink-soft"
            >
              <rect
                x="1"
                y="1"
                width={mark.width - 2}
                height="42"
                rx="3"
                fill="var(--color-pearl)"
                stroke="currentColor"
                strokeWidth="1"
              />
              <rect
                x="4"
                y="4"
                width={mark.width - 8}
                height="36"
                rx="2"
                fill="none"
                stroke="var(--color-gold)"
                strokeWidth="0.75"
              />
              <text
                x={mark.width / 2}
                y="22"
                textAnchor="middle"
                fill="currentColor"
                fontFamily="var(--font-display)"
                fontSize="17"
                fontWeight="600"
                letterSpacing="2"
              >
                {mark.line1}
              </text>
              <text
                x={mark.width / 2}
                y="33"
                textAnchor="middle"
                fill="var(--color-gold-ink)"
                fontFamily="var(--font-sans)"
                fontSize="7"
                fontWeight="700"
                letterSpacing="1.2"
              >
                {mark.line2}
              </text>
            </svg>
          </li>
        ))}
      </ul>
    </div>
  );
}
