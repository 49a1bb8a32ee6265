// First: sends the first reads before React and Primer are evaluated (early-start.ts).
import './early-start';
import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startFirstReads } from '../lib/first-reads';
import { startReadCache } from '../lib/read-cache/persistent-cache';
import { registerServiceWorker } from '../lib/service-worker';
import { App } from './app';
import { loadOtherScreensWhenIdle, startScreenAt } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen's code, the first reads and the item its address names come before the first
// render: a cold load (a deep link, a reload) shows the screen as soon as its code and data are
// here, not after loading placeholders.
void Promise.all([startScreenAt(window.location, startFirstReads()), startReadCache()]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  loadOtherScreensWhenIdle();
});
registerServiceWorker();
