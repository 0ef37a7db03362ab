/** Errors of the HTTP edge itself, whatever the module. */
export const HTTP_ERRORS = {
  'http.not-found': 'Not found',
  'http.invalid-request': 'Invalid request',
  'http.payload-too-large': 'Request body too large (limit 1 MB)',
  'http.malformed-json': 'Malformed JSON in request body',
  'http.unsupported-encoding': 'Unsupported request encoding',
  'http.unavailable': 'Service temporarily unavailable. Please try again.',
  'http.internal': 'Something went wrong. Please try again.',
} as const;
