import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ThemeProvider } from './components/theme-provider';
import { captureLinkFromAddress } from './features/auth/address-link';
import { queryClient } from './lib/query-client';
import './styles.css';

// Toasts are never needed for the first paint: their chunk loads right after it (bundle budget).
const Toaster = lazy(() => import('./components/ui/toaster').then((m) => ({ default: m.Toaster })));

// A sign-in link's token leaves the address bar and history before anything renders.
captureLinkFromAddress();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <App />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
