// A touch-sized square that centres one icon: the icon-only buttons and links (menu, banner
// and toast close, video toggle, social and team contact links). Each adds its own shape and colours.
import { css } from "styled-components";

export const iconTarget = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
`;
