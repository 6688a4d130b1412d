// Types every styled component's `theme` prop as the site's tokens.
import "styled-components";
import type { Theme } from "./tokens";

declare module "styled-components" {
  // An interface (not a type alias) is what module augmentation merges into.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
