import type { ReactNode } from 'react';
import { Component } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface RouteErrorBoundaryProps {
  /** A new value (the next navigation) clears the error and renders the children again. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  hasError: boolean;
  resetKey: string;
}

/**
 * Catches a page that failed to load or render and shows RouteErrorPage in its place, inside the
 * layout, so header and footer stay usable. React itself reports the caught error to the console.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? <RouteErrorPage /> : this.props.children;
  }
}
