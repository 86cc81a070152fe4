/**
 * The layer table of ARCHITECTURE.md, by folder: domain imports nothing outside itself (but pure
 * libraries), application imports only the domain, web never reaches adapters, and only the
 * composition root and entry points know the adapters.
 */
const PURE_LIBRARIES = '^node_modules/(yup|libphonenumber-js)/';
/** Use cases may use the domain's libraries and these (pure computation, no I/O); anything else is a port. */
const APPLICATION_LIBRARIES = '^node_modules/(yup|libphonenumber-js|ics)/';
/** Files nothing imports by path: entry points, route modules (named in routes.ts), generated types. */
const ENTRY_POINTS = [
  '^src/(main|worker)\\.ts$',
  '^src/cli/',
  '^src/web/app/(root|routes|entry\\.client|entry\\.server)\\.tsx?$',
  '^src/web/app/(routes|layouts)/',
  '\\.d\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain may import only src/domain and small pure libraries',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', PURE_LIBRARIES] },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-unresolvable',
      comment: 'an import that resolves to nothing slips past every other rule (e.g. generated route types)',
      severity: 'error',
      from: { pathNot: '^src/web/app/(routes/|layouts/|root\\.tsx$)' },
      // The server build is a virtual module Vite provides when it bundles the server.
      to: { couldNotResolve: true, pathNot: '^virtual:react-router/server-build$' },
    },
    {
      name: 'routes-resolve-all-but-their-types',
      comment: 'route modules import their generated `./+types/…`, which only exist after typegen',
      severity: 'error',
      from: { path: '^src/web/app/(routes/|layouts/|root\\.tsx$)' },
      to: { couldNotResolve: true, pathNot: '^\\./\\+types/' },
    },
    {
      name: 'application-libraries-allow-list',
      comment: 'use cases reach the world through ports; only pure libraries are imported directly',
      severity: 'error',
      from: { path: '^src/application/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: APPLICATION_LIBRARIES,
      },
    },
    {
      name: 'application-no-node-builtins',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-orphans',
      comment: 'a module nothing imports is dead code, or an entry point that belongs in ENTRY_POINTS',
      severity: 'error',
      from: { orphan: true, pathNot: ENTRY_POINTS },
      to: {},
    },
    {
      name: 'no-unreachable',
      comment: 'every module is used by an entry point (dead code otherwise)',
      severity: 'error',
      from: { path: ENTRY_POINTS },
      to: { path: '^src/', pathNot: ENTRY_POINTS, reachable: false },
    },
    {
      name: 'application-depends-on-domain-only',
      comment: 'use cases talk to the outside world through ports, never through adapters or the web',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: '^src/(adapters|web|container|main|worker|config)' },
    },
    {
      name: 'adapters-do-not-know-the-web',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(web|container|main|worker)' },
    },
    {
      name: 'web-never-imports-adapters',
      comment:
        "routes and API handlers get use cases from the context; adapters are the container's business",
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/(adapters|container)' },
    },
    {
      name: 'mcp-never-imports-adapters',
      comment: "the agents' server is a driver like the web: use cases from AppServices, never the container",
      severity: 'error',
      from: { path: '^src/mcp/' },
      to: { path: '^src/(adapters|container)' },
    },
    {
      name: 'http-reading-is-a-leaf',
      comment: 'src/http reads request bodies for the web and the adapters alike, so it knows neither',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^src/(domain|application|adapters|web|container|config|main|worker)' },
    },
    {
      name: 'only-the-root-picks-adapters',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(container|adapters/|main|worker|cli/)' },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'seed-texts-load-on-demand',
      comment: 'the seed texts are read only when seeding runs, never when a web or worker process starts',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/adapters/postgres/seed/content-files\\.ts$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)\\.react-router/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
