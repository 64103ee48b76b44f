import { Component, type ReactNode } from 'react';
import { Button } from './ui/button';

// What a page shows when it cannot be drawn, instead of an empty window: most often its code did not
// arrive (the connection dropped, or NetWorth was updated since the tab opened and the old chunk is
// gone), otherwise an error while rendering it.

/** The messages browsers give when a lazily loaded module cannot be fetched or run. */
const CODE_MISSING = /dynamically imported module|Importing a module script failed|Unable to preload/i;

function isMissingCode(error: unknown): boolean {
  return error instanceof Error && CODE_MISSING.test(error.message);
}

function PageError({ error }: { error: unknown }) {
  const missing = isMissingCode(error);
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-6">
      <h1 className="text-2xl font-bold">
        {missing ? 'This page could not be loaded' : 'Something went wrong'}
      </h1>
      <p className="text-muted-foreground">
        {missing
          ? 'Check your connection and reload. NetWorth may have been updated since this tab was opened.'
          : 'Something went wrong. Please try again.'}
      </p>
      {/* A reload fetches the current build's pages, so it also mends a tab opened before an update. */}
      <Button onClick={() => window.location.reload()}>{missing ? 'Reload' : 'Try Again'}</Button>
    </div>
  );
}

interface Props {
  /** The address: moving elsewhere clears the error, so the rest of the app stays usable. */
  resetKey: string;
  children: ReactNode;
}

export class PageErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    return this.state.error ? <PageError error={this.state.error} /> : this.props.children;
  }
}
