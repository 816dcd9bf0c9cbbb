import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/.data/**',
      'packages/web/src/graphql/generated.ts',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
    },
  },
  {
    // Type-aware rules on the code that ships: a promise nobody awaits loses its error (a 500 or a silent
    // failure), and `any` switches the compiler off exactly where client input flows. Tests are left out:
    // they read loosely typed JSON answers on purpose.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    // The server's code and V8's young generation (docs/performance.md, "Session 9"): V8 makes a function literal
    // written straight into a property, and the accessors of an object literal, in its old generation, and what
    // they capture then outlives every young collection until the next full one (a request's rows, its answer). Name
    // the function first (a `const`) and assign that; put getters on a class.
    files: ['packages/{domain,application,adapters,graphql-api}/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression[left.type='MemberExpression'] > :matches(ArrowFunctionExpression, FunctionExpression).right",
          message:
            'Assign a function through a const, not as a literal: V8 makes this one in its old generation, and what it captures outlives young collections (docs/performance.md, "Session 9").',
        },
        {
          selector: "ObjectExpression > Property[kind='get'], ObjectExpression > Property[kind='set']",
          message:
            'Put accessors on a class: V8 makes an object literal\'s accessors in its old generation, and what they capture outlives young collections (docs/performance.md, "Session 9").',
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Interface text comes from the message catalogs (docs/i18n.md): no literal text in JSX, nor in the props that
    // are read or shown (aria-label, title, placeholder, alt, and our components' label, message, description).
    // Every component of the web app is held to it (the screens were converted one by one, issue 20).
    files: ['packages/web/src/**/*.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              ['*', 'aria-{label,description,details,errormessage}'],
              ['*', '(label|title|message|description|placeholder|alt)'],
            ],
          },
        },
      ],
    },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'packages/*/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
);
