import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The scrollbar's room is kept from the first screen on: a page growing past the window while
     it loads (the server's first screen as it arrives, the app beneath it) moves nothing sideways. */
  html { -webkit-text-size-adjust: 100%; scrollbar-gutter: stable; }
  body {
    margin: 0;
    min-width: ${({ theme }) => theme.breakpoints.xs}px;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.m};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  h1, h2, h3 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.2; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img { max-width: 100%; }
`;
