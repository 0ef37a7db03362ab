import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/** The first import of a file: evaluated before any other module it imports. */
async function firstImportOf(file: string): Promise<string | undefined> {
  const text = await readFile(path.join(src, file), 'utf8');
  return /^import\s+(?:[^'"]*from\s+)?'([^']+)';/m.exec(text)?.[1];
}

describe('garbage collection settings', () => {
  it.each([
    ['main.ts', './app/garbage-collection'],
    ['app/cluster/cluster-worker.ts', '../garbage-collection'],
  ])('are set before anything else loads in %s, the entry point of every app process', async (file, settings) => {
    expect(await firstImportOf(file)).toBe(settings);
  });
});
