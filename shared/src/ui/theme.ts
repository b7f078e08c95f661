/** The one visual language of Rowad; every app reads it through styled-components' ThemeProvider. */
export const theme = {
  colors: {
    primary: '#0f6e5a',
    primaryHover: '#0b5747',
    /** A pale wash of the primary colour: badges, highlighted panels. */
    primarySurface: '#e3f1ed',
    onPrimary: '#ffffff',
    text: '#1f2933',
    muted: '#52606d',
    border: '#d9e2ec',
    surface: '#ffffff',
    background: '#f7f5f0',
    focus: '#f0a500',
    // docs/product.md §4: event status colours, and the participation message colours.
    status: { upcoming: '#1d4ed8', ongoing: '#15803d', other: '#616e7c' },
    warning: '#92400e',
    warningSurface: '#fef3c7',
    success: '#166534',
    successSurface: '#dcfce7',
    danger: '#b91c1c',
    dangerSurface: '#fee2e2',
    info: '#1e40af',
    infoSurface: '#dbeafe',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', Tahoma, sans-serif",
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: { card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)' },
  // docs/product.md: card grids show 1 per row on small, 2 on medium, 3 on large screens.
  breakpoints: { md: '768px', lg: '1024px' },
  space: (n: number) => `${n * 4}px`,
} as const;

export type Theme = typeof theme;

// Types `props.theme` in every styled component of every app that imports the kit.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
