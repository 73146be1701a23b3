import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/shell.css';
import { App } from './app/app';
import { registerServiceWorker } from './app/service-worker';
import { initI18n } from './i18n';
import { getSettings } from './lib/settings-store';

// Start loading the language bundle at once, in parallel with the first route's chunk.
initI18n(getSettings().general.language);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
