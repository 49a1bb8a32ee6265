import './plotly-styles';
import Plotly from 'plotly.js-basic-dist-min';
import createPlotlyComponent from 'react-plotly.js/factory';
import { countScale } from './count-scale';

/** Plotly's basic charts (bar, scatter, pie) as a React component. Large: load it lazily. */
export const Plot = createPlotlyComponent(Plotly);

/** The charts' toolbar: shown on hover, without Plotly's logo; charts follow their box's width. */
export const CHART_CONFIG = { displaylogo: false, responsive: true } as const;

/** An axis of counts: whole numbers only (never 0,2 … 0,8), one per step while they are few. */
export function countAxis(counts: readonly number[]) {
  return { rangemode: 'tozero', tickformat: 'd', dtick: countScale(counts).step } as const;
}
