// A touch-sized square that centres one icon: the icon-only buttons and links (menu, banner
// and toast close, video toggle, social and team contact links). Each adds its own shape and colours.
import { css } from "styled-components";
import { sizes } from "../../theme/tokens";

export const iconTarget = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${sizes.touchTarget};
  height: ${sizes.touchTarget};
`;
