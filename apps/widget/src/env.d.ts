/** CSS imported as a minified string (build.mjs inlines it; Vitest returns the file's text). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
