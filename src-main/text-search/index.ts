export { searchLines, SEARCH_TIMEOUT_MS, type LineMatch, type SearchOptions } from './line-search.ts';
