// A style sheet imported as text (`?inline`), inserted with the code that needs it.
declare module '*.css?inline' {
  const text: string;
  export default text;
}
