import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves everything from one origin in production; in development Vite proxies to it.
const apiOrigin = 'http://localhost:5001';

// Vendor groups change far less often than the app, so they get their own long-cached chunks and
// the entry chunk holds only Pintar's code. Order matters: the first matching group wins. The
// groups take only what the first screen needs ($initial): library code used by lazy pages alone
// (tables, forms, dialogs of the Users tab...) stays in those pages' chunks.
const initial = ['$initial' as const];
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    tags: initial,
  },
  {
    name: 'vendor-mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
    tags: initial,
  },
  // Loaded on demand, once the session is checked (see realtime/RealtimeProvider.tsx).
  {
    name: 'vendor-socket',
    test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
  },
  { name: 'vendor-react-admin', test: /node_modules[\\/]/, tags: initial },
];

export default defineConfig({
  // The API mounts the built app at /admin with an SPA fallback.
  base: '/admin/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiOrigin,
      '/socket.io': { target: apiOrigin, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
