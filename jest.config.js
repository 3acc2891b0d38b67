// ESM + TypeScript: ts-jest transpiles each file on its own (type checking is `npm run typecheck`).
// Two projects: `unit` (in-process, the steps with the test runner of test-support/) and `e2e`
// (the built dist/ in real processes against the simulator); `--selectProjects unit --` runs one.
import { availableParallelism } from 'node:os'

const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, diagnostics: false }]
  },
  setupFilesAfterEnv: ['<rootDir>/test-support/jest-setup.ts']
}

export default {
  testTimeout: 60000,
  // The tests wait more than they compute (a simulator's answer, a poll, a timeout): about a
  // fifth of a CPU each. jest's default of one worker fewer than the CPUs ran them one at a time
  // on two CPUs; four at a time take half the time for the same CPU. (`npm run test:e2e` keeps
  // one: its processes' timings are what it checks.)
  maxWorkers: Math.max(4, availableParallelism() - 1),
  // One temporary folder per run; what a test leaves there fails the run (test-support/).
  globalSetup: '<rootDir>/test-support/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/test-support/jest-global-teardown.mjs',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/']
    },
    { ...shared, displayName: 'e2e', testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'] }
  ]
}
