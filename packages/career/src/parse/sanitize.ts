import { ZResumeData, type TResumeData } from '@masar/contracts';
import { defined } from '@masar/contracts/defined';

/**
 * What a parser or a model produced, made valid: every field that fails the contract is emptied
 * (an unreadable phone becomes '', an end date before the start is dropped) instead of failing.
 */
export function sanitizeResumeData(input: unknown): TResumeData {
  let candidate: unknown = structuredClone(input ?? {});
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const result = ZResumeData.safeParse(candidate);
    if (result.success) return result.data;
    for (const issue of result.error.issues) candidate = clearAt(candidate, issue.path as (string | number)[]);
  }
  return ZResumeData.parse({});
}

function clearAt(root: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return {};
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node?.[key];
    if (next === null || typeof next !== 'object') return root;
    node = next as Record<string | number, unknown>;
  }
  const last = defined(path[path.length - 1]);
  const value = node[last];
  if (Array.isArray(value)) node[last] = value.slice(0, 10);
  else if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
  else if (typeof value === 'boolean') node[last] = false;
  else if (value !== null && typeof value === 'object') delete node[last];
  else node[last] = '';
  return root;
}
