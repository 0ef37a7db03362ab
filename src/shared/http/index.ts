export { mountContract, type HttpRoutes, type PageSources } from './mount-contract';
export { errorBody, invalidRequest, issuesOf, type FieldIssue } from './error-body';
export { problem, problemBody } from './problem';
export { addressedDevice, clientIp, identityClaims, requestLocale, userAgentOf } from './request';
export { addressesSomeoneElse, notYourDevice, unauthorised, viewerGuard, type ViewerGuard } from './viewer-guard';
