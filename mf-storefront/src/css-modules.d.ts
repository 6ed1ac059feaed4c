// Style sheets are bundled by rspack (type css/auto); importing one yields nothing to use.
declare module '*.css';

// `?inline` yields the style sheet's text (type asset/source).
declare module '*.css?inline' {
  const styles: string;
  export default styles;
}
