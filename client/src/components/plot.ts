import Plotly from 'plotly.js-basic-dist-min';
import createPlotlyComponent from 'react-plotly.js/factory';
import './plot.css';

/** Plotly's basic charts (bar, scatter, pie) as a React component, with the rules it needs. Large: load it lazily. */
export const Plot = createPlotlyComponent(Plotly);
