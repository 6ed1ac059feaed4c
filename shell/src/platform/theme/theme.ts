/** The one visual theme; components read every colour and size from here. */
export const theme = {
  colors: {
    primary: '#d70023',
    primaryDark: '#a8001b',
    onPrimary: '#ffffff',
    text: '#1d1d1f',
    muted: '#5f5f66',
    background: '#ffffff',
    surface: '#f5f3f1',
    border: '#e0dcd8',
    danger: '#b3261e',
    success: '#2e7d32',
  },
  spacing: { xs: '0.25rem', s: '0.5rem', m: '1rem', l: '1.5rem', xl: '2.5rem' },
  radii: { s: '4px', m: '8px', l: '16px', round: '999px' },
  // Mobile first: styles target 360 px and grow with these min-width queries.
  breakpoints: { xs: 360, sm: 600, md: 900, lg: 1200 },
  media: {
    sm: '@media (min-width: 600px)',
    md: '@media (min-width: 900px)',
    lg: '@media (min-width: 1200px)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  fontSizes: { s: '0.875rem', m: '1rem', l: '1.25rem', xl: '1.75rem' },
  contentWidth: '72rem',
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  export interface DefaultTheme {
    colors: Theme['colors'];
    spacing: Theme['spacing'];
    radii: Theme['radii'];
    breakpoints: Theme['breakpoints'];
    media: Theme['media'];
    fonts: Theme['fonts'];
    fontSizes: Theme['fontSizes'];
    contentWidth: Theme['contentWidth'];
  }
}
