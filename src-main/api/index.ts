export { createContractHandlers, dispatchInvoke, type ContractHandlers, type ContractDeps } from './contract-handlers.ts';
