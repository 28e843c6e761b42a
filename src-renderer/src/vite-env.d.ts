/// <reference types="vite/client" />

declare module 'highlightjs-structured-text' {
  import type { LanguageFn } from 'highlight.js';
  const structuredText: LanguageFn;
  export default structuredText;
}
