import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
] as const;

// Packages that ship only ES modules: Jest on Node 20 cannot require() them, so swc compiles them.
// The pattern looks at the innermost package of a path (node_modules may be nested).
// msw's own dependencies rettime, until-async and @open-draft/deferred-promise are among them (`.mjs` too), and Swiper.
const esmPackages = ['content-disposition', 'cookie', 'marked', 'typebox', 'rettime', 'until-async', '@open-draft/deferred-promise', 'swiper'];
const transformIgnorePatterns = [`/node_modules/(?!(?:${esmPackages.join('|')})/)(?:@[^/]+/)?[^/]+/(?!node_modules/)`];

const config: Config = {
  // A fresh database per test file; PGlite takes a moment to boot, more so on a busy machine.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/content', '<rootDir>/contract', '<rootDir>/scripts', '<rootDir>/contentful'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(?:[tj]sx?|mjs)$': swc as unknown as [string, Record<string, unknown>] },
      transformIgnorePatterns,
    },
    {
      displayName: 'site',
      testEnvironment: '<rootDir>/test/jsdom-environment.ts',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(?:[tj]sx?|mjs)$': swc as unknown as [string, Record<string, unknown>] },
      moduleNameMapper: {
        '\\.(css)$': 'identity-obj-proxy',
        '\\.(jpg|jpeg|png|gif|svg|webp)$': '<rootDir>/test/file-mock.js',
        '^gatsby$': '<rootDir>/test/gatsby-mock.tsx',
        '^gatsby-plugin-image$': '<rootDir>/test/gatsby-plugin-image-mock.tsx',
      },
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/test/site-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup-site.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
    },
  ],
};

export default config;
