/**
 * lucide-react's icons, one module each. The storefront imports every icon from its own file, not
 * from the package's index: Rollup puts an imported module's dependencies into the importer's
 * manual chunk, so one shell import of the index carried every icon any page used into the shell
 * chunk (docs/decisions/020 and vite.config.ts). Only their drawings are used (`__iconNode`, drawn by
 * ~/ui/icon.tsx and the page's sprite): lucide-react's component factory stays out of the pages'
 * scripts. The package ships no types for these paths.
 */
declare module "lucide-react/dist/esm/icons/*" {
  import type { IconNode, LucideIcon } from "lucide-react";

  const icon: LucideIcon;
  export default icon;
  /** The icon's drawing, which ~/ui/icon.tsx draws (or the page's sprite, ~/ui/icon-sprite.tsx, once). */
  export const __iconNode: IconNode;
}
