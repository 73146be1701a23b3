import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (port 5001) serves the built app in production, so the dev server forwards the same paths
// to it and the app can always call same-origin URLs.
const API_ORIGIN = 'http://localhost:5001';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs get stable chunks of their own, so a deploy that changes only
        // app code leaves them cached. Only MUI modules shared by several chunks are grouped: the form
        // components the contact page alone needs must not be pulled into the landing page's load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
});
