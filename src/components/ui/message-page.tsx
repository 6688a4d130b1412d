import * as React from "react";
import styled from "styled-components";
import { Container } from "./container";

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.section};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  p {
    color: ${({ theme }) => theme.colors.inkMuted};
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
`;

/** A short page that says one thing, centred at reading width: 404 and the form results. */
export function MessagePage(props: React.HTMLAttributes<HTMLDivElement>): React.ReactElement {
  return <Page narrow {...props} />;
}
