export * from './accounts.schemas';
export * from './accounts.errors';
export { accountsContract } from './accounts.contract';
