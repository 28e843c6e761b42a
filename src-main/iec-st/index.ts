export { analyzeImpact, projectDeclarations, type ImpactRequest, type OuterDeclaration } from './impact-analysis.ts';
export { commentText, isKeyword, StLexer, type Token, type TokenKind } from './st-lexer.ts';
export { plcValuesImpact, type PlcValueAction, type PlcValueTouched } from './plc-values-impact.ts';
