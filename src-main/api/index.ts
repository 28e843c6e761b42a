export { createContractHandlers, dispatchInvoke, type ContractHandlers, type ContractDeps } from './contract-handlers.ts';
export { describeUi, recordPersonAction, type PersonAction } from './person-actions.ts';
