// Styling for remotes: one styled-components instance, so every remote reads the one theme.
export { createGlobalStyle, css, default as styled, keyframes, useTheme } from 'styled-components';
export type { DefaultTheme, RuleSet } from 'styled-components';
