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
/**
 * Packages that ship only ESM, which jest compiles like our own code: three (the model viewer's
 * code is unit-tested on it) and the Markdown parser the server renders descriptions with
 * (services/platform/text/markdown.ts, loaded by every test server too).
 */
const ESM_ONLY =
  '(three|micromark[^\\\\/]*|mdast-util-[^\\\\/]*|unist-util-[^\\\\/]*|ccount|character-entities|decode-named-character-reference|devlop|escape-string-regexp|longest-streak|markdown-table|zwitch)';
const common = {
  transform: { '^.+\\.tsx?$': swc, [`^.+[\\\\/]node_modules[\\\\/]${ESM_ONLY}[\\\\/].+\\.js$`]: swc },
  transformIgnorePatterns: [`[\\\\/]node_modules[\\\\/](?!${ESM_ONLY}[\\\\/])`],
  testEnvironment: 'node',
  rootDir: __dirname,
};
const three = { moduleNameMapper: { '^three$': '<rootDir>/node_modules/three/build/three.module.js' } };

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
