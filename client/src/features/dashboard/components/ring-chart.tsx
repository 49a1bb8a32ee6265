import { formatNumber } from '../../../lib/format';
import styles from './module-charts.module.css';
import { ringSegments } from './ring-segments';

export interface RingPart {
  label: string;
  value: number;
  color: string;
}

const SIZE = 140;
/** The hole is 70 % of the ring's width, as the spec's circle graphs. */
const OUTER = SIZE / 2;
const INNER = OUTER * 0.7;
const RADIUS = (OUTER + INNER) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const EMPTY_COLOR = '#d0d7de';

/**
 * A ring of shares with a text in its middle, drawn as SVG: each share a stroke of one circle,
 * its label and value in a tooltip. No parts with a value means an empty grey ring.
 */
export function RingChart({ parts, center, label }: { parts: readonly RingPart[]; center: string; label: string }) {
  const segments = ringSegments(
    parts.map((part) => part.value),
    CIRCUMFERENCE,
  );
  return (
    <svg
      className={styles.ring}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={label}
    >
      {segments.every((segment) => segment.length === 0) && (
        <circle cx={OUTER} cy={OUTER} r={RADIUS} fill="none" stroke={EMPTY_COLOR} strokeWidth={OUTER - INNER}>
          <title>Sin registros</title>
        </circle>
      )}
      {parts.map((part, index) => {
        const segment = segments[index]!;
        if (segment.length === 0) return null;
        return (
          <circle
            key={part.label}
            cx={OUTER}
            cy={OUTER}
            r={RADIUS}
            fill="none"
            stroke={part.color}
            strokeWidth={OUTER - INNER}
            strokeDasharray={`${segment.length} ${CIRCUMFERENCE - segment.length}`}
            strokeDashoffset={-segment.offset}
            transform={`rotate(-90 ${OUTER} ${OUTER})`}
          >
            <title>{`${part.label}: ${formatNumber(part.value)}`}</title>
          </circle>
        );
      })}
      <text className={styles.center} x={OUTER} y={OUTER} textAnchor="middle" dominantBaseline="central">
        {center}
      </text>
    </svg>
  );
}
