import { Button } from '@primer/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './error-boundary.module.css';

interface ErrorBoundaryState {
  failed: boolean;
}

/** A rendering failure shows an apology and a way out instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.screen} role="alert">
        <p>Lo sentimos, ha ocurrido un error inesperado. Por favor inténtalo nuevamente.</p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Recargar
        </Button>
      </div>
    );
  }
}
