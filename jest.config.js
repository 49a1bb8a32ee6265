/** One jest run, three kinds of test; `npm test` runs them all. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = { transform: { '^.+\\.tsx?$': swc }, testEnvironment: 'node', rootDir: __dirname };
/** three is ESM only; the model viewer's code is unit-tested on it, so jest compiles it like our own. */
const three = {
  moduleNameMapper: { '^three$': '<rootDir>/node_modules/three/build/three.module.js' },
  transform: { ...common.transform, '^.+[\\\\/]node_modules[\\\\/]three[\\\\/].+\\.js$': swc },
  transformIgnorePatterns: ['[\\\\/]node_modules[\\\\/](?!three[\\\\/])'],
};

module.exports = {
  // A test that leaves a server behind still fails on its own timeout; the run then ends rather
  // than waiting for CI's limit with every result already printed.
  forceExit: true,
  // Hooks too: a test server's start takes seconds on a busy 2-core CI machine, not jest's default 5.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      ...three,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/services/**/*.spec.ts',
        '<rootDir>/projections/**/*.spec.ts',
        '<rootDir>/test/conformance/**/*.spec.ts',
        '<rootDir>/test/architecture/**/*.spec.ts',
        '<rootDir>/test/client/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.api.spec.ts', '<rootDir>/test/crash/**/*.spec.ts'],
    },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.browser.spec.ts'] },
  ],
};
