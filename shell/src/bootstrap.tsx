import { startTracker } from '@salesiq/tracking/start-tracker';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

export function mount(root: HTMLElement) {
  startTracker();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
