/// <reference types="vite/client" />

/** Plotly's prebuilt basic bundle (bar, scatter, pie) has no types of its own; react-plotly.js takes it whole. */
declare module 'plotly.js-basic-dist-min' {
  const Plotly: object;
  export default Plotly;
}
