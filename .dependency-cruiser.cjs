/**
 * The layer table of ARCHITECTURE.md, by folder: domain imports nothing outside itself (but pure
 * libraries), application imports only the domain, web never reaches adapters, and only the
 * composition root and entry points know the adapters.
 */
const PURE_LIBRARIES = '^node_modules/(yup|libphonenumber-js)/';

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
      name: 'only-the-root-picks-adapters',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(container|adapters/|main|worker|cli/)' },
      to: { path: '^src/adapters/' },
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
