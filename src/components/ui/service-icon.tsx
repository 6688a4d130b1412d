import { Camera, Compass, Drone, Megaphone, Share2, Video, type LucideIcon } from "lucide-react";
import * as React from "react";
import type { ServiceIconName } from "../../content-model/icon-names";

const icons: Record<ServiceIconName, LucideIcon> = {
  megaphone: Megaphone,
  share: Share2,
  video: Video,
  drone: Drone,
  camera: Camera,
  compass: Compass,
};

/** The icon a service names in content (validated at build time against the same list). */
export function ServiceIcon({ name, size = 28 }: { name: string; size?: number }): React.ReactElement | null {
  const Icon = icons[name as ServiceIconName];
  return Icon ? <Icon aria-hidden="true" size={size} strokeWidth={1.75} /> : null;
}
