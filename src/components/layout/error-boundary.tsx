// The seed's fallback screen: if rendering a page throws, show what went wrong instead of a blank page.
import * as React from "react";
import { Container } from "../ui/container";
import * as styles from "./error-boundary.module.css";

interface State {
  error: unknown;
}

export function describeError(error: unknown): string {
  if (error && typeof error === "object") {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof status === "number")
      return typeof statusText === "string" && statusText ? `${status} ${statusText}` : String(status);
    if (typeof message === "string" && message) return message;
  }
  return typeof error === "string" && error ? error : "Ukjent feil";
}

export class ErrorBoundary extends React.Component<{ children: React.ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    // Navigating elsewhere gives the next page a fresh chance to render.
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): React.ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <Container className={styles.fallback} role="alert">
        <h1>Unexpected Application Error!</h1>
        <pre className={styles.detail}>{describeError(this.state.error)}</pre>
        <a href="/">Gå til forsiden</a>
      </Container>
    );
  }
}
