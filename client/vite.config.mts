import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './service-worker-build.mts';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:3000';

export default defineConfig({
  root: clientRoot,
  plugins: [
    react(),
    serviceWorker({
      entry: fileURLToPath(new URL('./src/service-worker/service-worker.ts', import.meta.url)),
      publicDir: fileURLToPath(new URL('./public', import.meta.url)),
    }),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        codeSplitting: {
          groups: [
            // The entry's first import: sends the first reads before the libraries below are evaluated,
            // so it must import none of them (app/early-start.ts).
            {
              name: 'early-reads',
              priority: 2,
              test: /client[\\/]src[\\/](app[\\/](early-start|open-item-routes)|lib[\\/](early-reads|api-request|first-read-requests|open-item-request|stored-token|stored-project)|features[\\/][^\\/]+[\\/]api[\\/]open-[a-z-]+-request)\.ts$/,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|wouter|swr)[\\/]/ },
            { name: 'primer', test: /node_modules[\\/]@primer[\\/]/ },
            // Only the map picker imports it, on demand: kept out of the vendor file every page loads.
            { name: 'mapbox', test: /node_modules[\\/]mapbox-gl[\\/]/ },
            // The IFC model viewer's engine, fetched only when a model is opened.
            { name: 'three', test: /node_modules[\\/]three[\\/]/ },
            { name: 'web-ifc', test: /node_modules[\\/]web-ifc[\\/]/ },
            // The Markdown parser every description's view needs: small, apart from the editor's library.
            {
              name: 'markdown-parser',
              priority: 1,
              test: /node_modules[\\/](micromark[^\\/]*|mdast-util-[^\\/]+|unist-util-[^\\/]+|character-[^\\/]+|decode-named-character-reference|devlop|zwitch|longest-streak|ccount|markdown-table|escape-string-regexp)[\\/]/,
            },
            // The Markdown editor (the unified/remark/rehype family), fetched only when someone writes.
            {
              name: 'markdown',
              test: /node_modules[\\/](@uiw|react-markdown|remark-[^\\/]+|rehype[^\\/]*|micromark[^\\/]*|mdast-[^\\/]+|hast[^\\/]*|unified|unist-[^\\/]+|vfile[^\\/]*|parse5|property-information|[a-z]+-separated-tokens|character-[^\\/]+|decode-named-character-reference|html-[^\\/]+|style-to-[^\\/]+|inline-style-parser|estree-util-[^\\/]+|bail|trough|devlop|zwitch|longest-streak|ccount|markdown-table|trim-lines|web-namespaces|entities|github-slugger|is-plain-obj|extend|direction|bcp-47-match|nth-check|boolbase|css-selector-parser|stringify-entities|parse-entities|is-[a-z]+)[\\/]/,
            },
            // The RDI graphs' Plotly bundle, fetched only when 'Gráficos' opens.
            { name: 'plotly', test: /node_modules[\\/](plotly\.js-basic-dist-min|react-plotly\.js)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
            // The app's shared components and helpers in one file, fetched with the entry: a cold load
            // of a screen then waits for its own chunk, not for a dozen small ones on the browser's six
            // connections.
            { name: 'app-shared', test: /client[\\/]src[\\/](components|lib)[\\/](?!markdown-(view|editor)|plot)/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/ws': { target: server, ws: true },
    },
  },
});
