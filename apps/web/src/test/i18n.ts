import i18next, { type Resource } from 'i18next';
import { attachLanguageEffects, baseInitOptions, NAMESPACES } from '@/lib/i18n';

// Tests read the same JSON files the app serves, without the HTTP backend.
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    resources[lng] ??= {};
    resources[lng][ns] = content;
  }
  return resources;
}

export const testResources = buildResources();

export async function initTestI18n() {
  if (i18next.isInitialized) return i18next;
  attachLanguageEffects(i18next);
  await i18next.init({
    ...baseInitOptions,
    lng: 'ar',
    ns: [...NAMESPACES],
    resources: testResources,
  });
  return i18next;
}
