import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API (port 5001) serves the built app in production, so the dev server forwards the same paths
// to it and the app can always call same-origin URLs.
const API_ORIGIN = 'http://localhost:5001';

// The installable app: a manifest, and a service worker that keeps the app shell so Pintar opens
// offline after one visit. The shell is precached; other hashed chunks (pages, languages) are
// cached as they are first used, so the large API-reference renderers are never fetched ahead.
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    name: 'Pintar — smart-city assistant',
    short_name: 'Pintar',
    description: 'Places, routes, public transport and weather for Cyberjaya, Kuala Lumpur and Johor.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0f766e',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    globPatterns: [
      'index.html',
      'color-scheme.js',
      'favicon.svg',
      'assets/index-*.{js,css}',
      'assets/{react,router,i18n,mui}-*.js',
      // Enough to open the app and read the chats kept on this device without a connection.
      'assets/{en,landing,chat,chat-history,chat-record,chat-store,not-found,route-error}-*.{js,css}',
    ],
    // The first visit is served by the worker at once, so what it loads is cached for next time.
    clientsClaim: true,
    navigateFallback: 'index.html',
    // Served by the API or by their own documents, never by the app shell.
    navigateFallbackDenylist: [
      /^\/api(\/|$)/,
      /^\/admin(\/|$)/,
      /^\/socket\.io/,
      /^\/events-reference\.html/,
    ],
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'pintar-assets', expiration: { maxEntries: 200 } },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), pwa],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The event reference (AsyncAPI) is its own page, shown in an iframe on /docs (see its entry).
      input: { index: 'index.html', events: 'events-reference.html' },
      output: {
        // Libraries every page needs get stable chunks of their own, so a deploy that changes only
        // app code leaves them cached. The `mui` chunk holds only what the start loads ($initial):
        // the shell and the landing page are plain React and CSS, so that is MUI's core for the
        // session notice of lib/auth-provider, and the pages' first MUI needs otherwise. Components the lazy pages share are split by the bundler by which pages use
        // them (no catch-all chunk: one made the landing page and the chat download every page's
        // form, tab and select components, 36 KB gzip).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, tags: ['$initial'] },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, tags: ['$initial'] },
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
