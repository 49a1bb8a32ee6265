import 'plotly.js/dist/plotly.css';

/*
 * Plotly writes its rules into a <style> element, which the Content-Security-Policy refuses (and
 * the console said so on every page with a chart): without them its toolbar falls over the chart.
 * They come from Plotly's own stylesheet above instead, and this marker, which Plotly looks for
 * before writing, tells it not to try. Imported before Plotly, which writes them as it loads.
 */
const marker = document.createElement('meta');
marker.id = 'plotly.js-style-global';
marker.className = 'no-inline-styles';
document.head.append(marker);
