// The icon names a service may use in content; the icon component maps each to an SVG.
export const serviceIconNames = ["megaphone", "share", "video", "drone", "camera", "compass"] as const;
export type ServiceIconName = (typeof serviceIconNames)[number];
