/** Stylesheets imported as text (`?inline`), as Vite does. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
