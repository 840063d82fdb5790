import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { captureServiceCode, ensureVisitorId } from './shared/visitor';
import './app/styles.css';

ensureVisitorId();
captureServiceCode(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// The first render as a transition: React renders it in slices, yielding to the browser between
// them, instead of one long task (the web budgets' total blocking time, bench web group).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
