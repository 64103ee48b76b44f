import { lazy, Suspense } from 'react';
import { useTrollbox } from './trollbox-store';

// The widget (and the sanitizer it uses) loads only when someone opens the trollbox.
const TrollboxWidget = lazy(() => import('./trollbox-widget'));

export function TrollboxMount() {
  const { enabled } = useTrollbox();
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <TrollboxWidget />
    </Suspense>
  );
}
