import styled from "styled-components";
import { Container } from "./container";

/** A short page that says one thing, centred at reading width: 404 and the form results. */
export const MessagePage = styled(Container).attrs({ $narrow: true })`
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
