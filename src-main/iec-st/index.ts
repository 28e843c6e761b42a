export { analyzeImpact, type ImpactRequest, type OuterDeclaration } from './impact-analysis.ts';
export { commentText, isKeyword, StLexer, type Token, type TokenKind } from './st-lexer.ts';
