// wouter imports the use-sync-external-store shim for React 17; React 19 has the hook built in, so
// vite.config.ts points the shim here and the fallback code never ships (docs/decisions/042).
export { useSyncExternalStore } from 'react';
