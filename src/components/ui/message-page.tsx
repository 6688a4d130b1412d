import styled from "styled-components";
import { Container } from "./container";
import { colors, fontSizes, space } from "../../theme/tokens";

/** A short page that says one thing, centred at reading width: 404 and the form results. */
export const MessagePage = styled(Container).attrs({ $narrow: true })`
  padding-block: ${space.section};
  text-align: center;

  h1 {
    font-size: ${fontSizes.xxl};
  }

  p {
    color: ${colors.inkMuted};
    margin-bottom: ${space.xl};
  }
`;
