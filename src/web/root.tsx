import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { App, type Prerendered } from './app';
import { ThemeProvider } from './components/theme-provider';
import { Toaster } from './components/ui/toaster';

/** The whole page: rendered in the browser (main.tsx) and at build time (prerender.tsx). */
export function Root({ client, prerendered }: { client: QueryClient; prerendered: Prerendered }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <App prerendered={prerendered} />
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
