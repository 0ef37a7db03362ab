export { mountContract, type HttpRoutes, type InlinePageData, type PageData, type PageSources } from './mount-contract';
export { errorBody, invalidRequest, issuesOf, type FieldIssue } from './error-body';
export { problem, problemBody } from './problem';
export { clientIp, declinesTracking, foreignUidIn, identityClaims, requestLocale, userAgentOf } from './request';
export { notYourDevice, unauthorised, viewerGuard, type ViewerGuard } from './viewer-guard';
