export { mountContract, type HttpRoutes, type PageSources } from './mount-contract';
export { errorBody, issuesOf, type FieldIssue } from './error-body';
export { problem, problemBody } from './problem';
export { clientIp, foreignUidIn, identityClaims, requestLocale, userAgentOf } from './request';
export { unauthorised, viewerGuard, type ViewerGuard } from './viewer-guard';
