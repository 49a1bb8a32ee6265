import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:3000';

export default defineConfig({
  root: clientRoot,
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|wouter|swr)[\\/]/ },
            { name: 'primer', test: /node_modules[\\/]@primer[\\/]/ },
            // Only the map picker imports it, on demand: kept out of the vendor file every page loads.
            { name: 'mapbox', test: /node_modules[\\/]mapbox-gl[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
