import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Dependencies we patch (patches/, applied by `patch-package` after every install; ADR 061). A patch
// that no longer applies fails the install itself; this checks the installed files are the patched
// ones, whichever way they were installed.

const PATCHES_DIR = fileURLToPath(new URL('../../patches/', import.meta.url));

describe('patched dependencies', () => {
  it('has one patch per package, for the version installed', () => {
    for (const file of readdirSync(PATCHES_DIR)) {
      const [, name, version] = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file) ?? [];
      expect(name, file).toBeDefined();
      const packageName = name!.replace('+', '/');
      const manifest = JSON.parse(
        readFileSync(new URL(`../../node_modules/${packageName}/package.json`, import.meta.url), 'utf8'),
      ) as { version: string };
      expect(manifest.version, `${packageName}: the patch is for ${version}`).toBe(version);
    }
  });

  it("Conform builds a field's metadata once per form state, in both of its builds", () => {
    const dist = new URL('./', import.meta.resolve('@conform-to/react'));
    for (const file of ['context.mjs', 'context.js']) {
      const source = readFileSync(fileURLToPath(new URL(file, dist)), 'utf8');
      expect(source, file).toContain(
        'cachedMetadata = getMetadata(context, subjectRef, stateSnapshot, name)',
      );
    }
  });
});
