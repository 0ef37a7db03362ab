export { mountContract, type HttpRoutes } from './mount-contract';
export { errorBody, issuesOf, type FieldIssue } from './error-body';
