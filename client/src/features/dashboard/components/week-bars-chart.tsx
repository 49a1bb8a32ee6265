import { useRef } from 'react';
import { countScale } from '../../../components/count-scale';
import { formatNumber } from '../../../lib/format';
import { useElementWidth } from '../../../lib/use-element-width';
import styles from './module-charts.module.css';

export interface BarSeries {
  name: string;
  color: string;
  /** One count per category, in the categories' order. */
  values: readonly number[];
}

/** The width drawn before the box is measured. */
const FALLBACK_WIDTH = 240;
const HEIGHT = 136;
const PLOT = { left: 28, right: 8, top: 8, bottom: 24 };
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;
/** The share of a category's width its bars take; the rest is the gap between categories. */
const GROUP_SHARE = 0.7;
const LEGEND_SWATCH = 10;

/**
 * Grouped bars of counts per category (the last weeks), drawn as SVG: a whole-number axis, each
 * bar's series, category and count in a tooltip, and the series' legend below it (text that wraps).
 * As wide as its box, drawn at that width so its text keeps its size.
 */
export function WeekBarsChart({
  categories,
  series,
  label,
}: {
  categories: readonly string[];
  series: readonly BarSeries[];
  label: string;
}) {
  const box = useRef<SVGSVGElement>(null);
  const width = useElementWidth(box, FALLBACK_WIDTH);
  const plotWidth = width - PLOT.left - PLOT.right;
  const { top, ticks } = countScale(series.flatMap((one) => one.values));
  const y = (count: number) => PLOT.top + PLOT_HEIGHT - (count / top) * PLOT_HEIGHT;
  const groupWidth = plotWidth / categories.length;
  const barWidth = (groupWidth * GROUP_SHARE) / series.length;
  return (
    <>
      <svg
        ref={box}
        className={styles.bars}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        height={HEIGHT}
        role="img"
        aria-label={label}
      >
        <g className={styles.axis}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PLOT.left} x2={width - PLOT.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              <text x={PLOT.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="central">
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {categories.map((category, index) => (
            <text
              key={category}
              x={PLOT.left + groupWidth * (index + 0.5)}
              y={PLOT.top + PLOT_HEIGHT + 14}
              textAnchor="middle"
            >
              {category}
            </text>
          ))}
        </g>
        {categories.map((category, index) => {
          const groupLeft = PLOT.left + groupWidth * index + (groupWidth * (1 - GROUP_SHARE)) / 2;
          return (
            <g key={category}>
              {series.map((one, seriesIndex) => {
                const count = one.values[index] ?? 0;
                return (
                  <rect
                    key={one.name}
                    x={groupLeft + barWidth * seriesIndex}
                    y={y(count)}
                    width={barWidth}
                    height={PLOT.top + PLOT_HEIGHT - y(count)}
                    fill={one.color}
                  >
                    <title>{`${category} · ${one.name}: ${formatNumber(count)}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((one) => (
          <li key={one.name}>
            <svg width={LEGEND_SWATCH} height={LEGEND_SWATCH} aria-hidden="true">
              <rect width={LEGEND_SWATCH} height={LEGEND_SWATCH} fill={one.color} />
            </svg>
            {one.name}
          </li>
        ))}
      </ul>
    </>
  );
}
