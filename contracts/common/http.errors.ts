/** Errors of the HTTP edge itself, whatever the module. */
export const HTTP_ERRORS = {
  'http.not-found': 'Not found',
  'http.invalid-request': 'Invalid request',
  'http.payload-too-large': 'Request body too large (limit 1 MB)',
  'http.malformed-json': 'Malformed JSON in request body',
  'http.unsupported-encoding': 'Unsupported request encoding',
  'http.unsupported-media-type': 'Send the request body as JSON (Content-Type: application/json)',
  'http.malformed-body': 'Request body does not match its Content-Encoding',
  'http.malformed-url': 'Malformed percent-encoding in the address',
  'http.request-aborted': 'The request was aborted before its body arrived',
  'http.unavailable': 'Service temporarily unavailable. Please try again.',
  'http.internal': 'Something went wrong. Please try again.',
  'http.overloaded': 'The service is busy. Please try again in a few seconds.',
  'http.unauthorized': 'A valid token is required',
} as const;
