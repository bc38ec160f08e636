// The error boundary of every lazily loaded map (the load-test maps, the site-area editor of the
// project settings): the failure is logged, the rest of the page stays usable.
import { Component, type ReactNode } from 'react';

export class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Die Karte konnte nicht geladen werden:', error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p
          className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500"
          data-testid="map-unavailable"
        >
          Die Karte kann in diesem Browser nicht angezeigt werden.
        </p>
      );
    }
    return this.props.children;
  }
}
