/** Jest runs the TypeScript sources as ES modules (see ../shared/STACK-NOTES.md). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/clients/typescript/src', '<rootDir>/clients/typescript/test', '<rootDir>/examples/discord/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  testTimeout: 120000,
  reporters: ['default', '<rootDir>/test/support/reliability-time.reporter.js'],
  // Most suites wait on a database or on the other core: two workers even on two cores.
  maxWorkers: 2,
};
