// The fallback screen: if rendering a page throws, show what went wrong instead of a blank page.
import * as React from "react";
import styled from "styled-components";
import { Container } from "../ui/container";
import { colors, fontSizes, space } from "../../theme/tokens";

const Fallback = styled(Container)`
  padding-block: ${space.section};
`;

const Detail = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${fontSizes.sm};
  color: ${colors.danger};
`;

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

  override render(): React.ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <Fallback role="alert">
        <h1>Unexpected Application Error!</h1>
        <Detail>{describeError(this.state.error)}</Detail>
        <a href="/">Gå til forsiden</a>
      </Fallback>
    );
  }
}
