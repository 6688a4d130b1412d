// The fallback screen: if rendering a page throws, show what went wrong instead of a blank page.
import * as React from "react";
import styled from "styled-components";
import { useSiteTexts } from "../../hooks/use-site-texts";
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

/** The error in a line: a status with its text, as a routing error has, else its message, else `unknown`. */
export function describeError(error: unknown, unknown: string): string {
  if (error && typeof error === "object") {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof status === "number")
      return typeof statusText === "string" && statusText ? `${status} ${statusText}` : String(status);
    if (typeof message === "string" && message) return message;
  }
  return typeof error === "string" && error ? error : unknown;
}

// The layout provides the texts above the boundary from its own static query, so a page that
// failed cannot have taken them with it.
function ErrorFallback({ error }: { error: unknown }) {
  const { errorPage } = useSiteTexts();
  return (
    <Fallback role="alert">
      <h1>{errorPage.heading}</h1>
      <Detail>{describeError(error, errorPage.unknownError)}</Detail>
      <a href="/">{errorPage.homeLink}</a>
    </Fallback>
  );
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
    return <ErrorFallback error={this.state.error} />;
  }
}
