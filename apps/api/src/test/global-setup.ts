import type { TestProject } from 'vitest/node';
import { buildTemplate, dropTemplate, type TestTemplate } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

/** Builds the seeded database every API test file clones (test/template.ts), once per run. */
export default async function setup(project: TestProject) {
  const template = await buildTemplate();
  project.provide('testTemplate', template);
  return () => dropTemplate(template);
}
