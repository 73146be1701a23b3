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
        // app code leaves them cached. The `mui` chunk holds only what the app shell loads at start
        // ($initial); form components shared by the lazy pages (contact, sign-in, profile) go to
        // `mui-forms`, so the landing page never downloads them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, tags: ['$initial'] },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, tags: ['$initial'] },
            { name: 'mui-forms', test: /node_modules[\\/]@mui[\\/]/, minShareCount: 2 },
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
