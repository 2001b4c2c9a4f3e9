import type { ReactNode } from 'react';
import { Component } from 'react';

interface SceneErrorBoundaryProps {
  /** Told once when the scene's code failed to load or the renderer threw while rendering. */
  onError: (reason: string) => void;
  children: ReactNode;
}

/**
 * Keeps a scene failure inside the world's frame: the page (menu, affirmations, manifesto) stays
 * usable and the frame switches to the world in words. React reports the error to the console.
 */
export class SceneErrorBoundary extends Component<SceneErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error.message : 'The 3D view failed to load.');
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
