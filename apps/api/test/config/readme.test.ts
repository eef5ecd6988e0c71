import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARS } from '#src/config/env-vars';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

describe('README configuration table', () => {
  it.each(ENV_VARS.map((v) => [v.name, v] as const))('documents %s with its default', (name, v) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row, `README has no row for ${name}`).toBeDefined();
    expect(row).toContain(v.default === null ? '(unset)' : `\`${v.default}\``);
  });
});
