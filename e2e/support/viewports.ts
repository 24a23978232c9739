// The screen sizes the app is checked at, and the widths where its layout changes.

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  laptop: { width: 1280, height: 720 },
  desktop: { width: 1440, height: 900 },
  wide: { width: 1920, height: 1080 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Up to this width the header's links fold into the Menu button (src/web/app/layout.css). */
export const MENU_MAX_WIDTH = 1000;
/** Up to this width the explorer shows its folders behind the Folders button (src/web/components/split-pane.css). */
export const FOLDERS_BUTTON_MAX_WIDTH = 800;
