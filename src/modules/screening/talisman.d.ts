// Types for the one module of talisman screening uses: it ships none of its own.
declare module 'talisman/metrics/jaro-winkler.js' {
  /** The Jaro-Winkler similarity of two strings, from 0 (nothing alike) to 1 (equal). */
  const jaroWinkler: (a: string, b: string) => number;
  export default jaroWinkler;
}
