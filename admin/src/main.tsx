import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

// A transition makes the first render concurrent: React yields to the browser every few
// milliseconds instead of rendering react-admin's tree in one long task (Lighthouse's total
// blocking time on /admin was these long tasks).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
