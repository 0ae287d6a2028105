import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATED, writeAreasModule } from './areas.mjs';

const src = fileURLToPath(new URL('../src', import.meta.url));
// Inside the repository, so the copy finds zod in node_modules.
const copy = fileURLToPath(new URL(`../../../.tmp/contract-areas-${process.pid}`, import.meta.url));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

// A new area as a newcomer writes it: one folder, nothing else.
const SAMPLE = `import { z } from 'zod';
import { defineArea, opensWith } from '../area.js';
import { defineCall } from '../call.js';

export const SAMPLE_MSG = { sampleSaved: 'Muestra guardada.' } as const;

export const sampleCall = defineCall({
  name: 'muestra.ver',
  method: 'GET',
  access: 'signedIn',
  area: 'sample-area',
  summary: 'Una muestra.',
  params: z.strictObject({ id: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

export default defineArea({
  calls: [sampleCall],
  messages: SAMPLE_MSG,
  fileKinds: { gif: { extension: 'gif', contentType: 'image/gif', magic: (head) => opensWith(head, [0x47, 0x49, 0x46]) } },
});
`;

/**
 * The target of decision 035: a new area with a call, a message and a file
 * kind touches only its own folder in the contract; the lists are built from
 * the folders.
 */
describe('contract areas', () => {
  it('the list written from the folders is up to date (npm run areas writes it)', () => {
    expect(writeAreasModule(src, { check: true })).toBe(false);
  });

  it('a new folder is an area: its call, messages and file kind are listed without another edit', async () => {
    mkdirSync(copy, { recursive: true });
    cpSync(src, join(copy, 'src'), { recursive: true, filter: (path) => !path.endsWith(GENERATED) && !path.endsWith('.test.ts') });
    mkdirSync(join(copy, 'src/sample-area'));
    writeFileSync(join(copy, 'src/sample-area/index.ts'), SAMPLE);
    expect(writeAreasModule(join(copy, 'src'))).toBe(true);

    const contract = await import(join(copy, 'src/index.ts'));
    expect(contract.CALL_AREAS['sample-area'].map((c) => c.name)).toEqual(['muestra.ver']);
    expect(contract.ALL_CALLS.find((c) => c.name === 'muestra.ver')?.path).toBe('muestra.ver/:id');
    expect(contract.AREAS['sample-area'].messages.sampleSaved).toBe('Muestra guardada.');
    expect(contract.SAMPLE_MSG.sampleSaved).toBe('Muestra guardada.');
    expect(contract.isFileKind('gif')).toBe(true);
    expect(contract.FILE_KINDS.gif.magic(Uint8Array.of(0x47, 0x49, 0x46, 0x38))).toBe(true);
    // The areas already there are all still listed.
    expect(Object.keys(contract.AREAS)).toEqual(expect.arrayContaining(readdirSync(src, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)));
  });

  it('files outside the area folders import no area, but for the written list', () => {
    const shared = readdirSync(src).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== GENERATED);
    for (const name of shared) expect(readFileSync(join(src, name), 'utf8'), name).not.toMatch(/from '\.\/[a-z-]+\//);
  });
});
