import { StrictMode } from 'react';
import { App, type Prerendered } from './app';
import { ThemeProvider } from './components/theme-provider';
import { Toaster } from './components/ui/toaster';

/** The whole page: rendered in the browser (main.tsx) and at build time (prerender.tsx). */
export function Root({ prerendered }: { prerendered: Prerendered }) {
  // React Query is provided by the signed-in routes (features/layout/signed-in-routes.tsx): the
  // landing page reads no server data and does not download it (docs/decisions/070).
  return (
    <StrictMode>
      <ThemeProvider>
        <App prerendered={prerendered} />
        <Toaster />
      </ThemeProvider>
    </StrictMode>
  );
}
