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

module.exports = {
  projects: [
    {
      ...common,
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
