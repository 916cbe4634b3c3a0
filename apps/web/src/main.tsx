import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { i18nReady } from './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { handlePreloadError } from './lib/lazy-reload';

// A chunk of an older deployment is gone: reload once to get the new version (lib/lazy-reload).
window.addEventListener('vite:preloadError', handlePreloadError);

const router = createAppRouter();

// The first paint waits for the stored language's texts (English is already in this file).
void i18nReady.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  // The stores of a user's data register their reset for login and logout (app/user-stores);
  // the first page does not need them, so they load right after it.
  void import('./app/user-stores');
});
