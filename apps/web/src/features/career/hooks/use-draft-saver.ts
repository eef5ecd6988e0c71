import type { TResume, ZResumeDataPatch } from '@masar/contracts';
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { useUpdateResume } from '../api/update-resume';
import { stableJson } from '../lib/stable-json';

export type TDataPatch = z.input<typeof ZResumeDataPatch>;
export type TSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Saves the wizard's draft to the account as the learner goes: PATCHes only the keys of `data`
 * that differ from what the server last stored, one request at a time, in order.
 */
export function useDraftSaver(resume: TResume) {
  const update = useUpdateResume(resume._id);
  const { mutateAsync } = update;
  const saved = useRef<Map<string, string> | null>(null);
  if (saved.current === null) saved.current = new Map(Object.entries(resume.data).map(([k, v]) => [k, stableJson(v)]));
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [status, setStatus] = useState<TSaveStatus>('idle');

  const save = useCallback(
    (patch: TDataPatch): Promise<TResume | null> => {
      const run = async () => {
        const known = saved.current ?? new Map<string, string>();
        const changed = Object.fromEntries(
          Object.entries(patch).filter(([k, v]) => v !== undefined && known.get(k) !== stableJson(v)),
        );
        if (Object.keys(changed).length === 0) return null;
        setStatus('saving');
        try {
          const result = await mutateAsync({ data: changed });
          for (const [k, v] of Object.entries(changed)) known.set(k, stableJson(v));
          setStatus('saved');
          return result;
        } catch (error) {
          setStatus('error');
          throw error;
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [mutateAsync],
  );

  return { save, status };
}
