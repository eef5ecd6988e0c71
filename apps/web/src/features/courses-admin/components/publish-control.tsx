import type { TCourseDetails } from '@masar/contracts';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useUpdateCourse } from '../api/update-course';

/** Publish or unpublish; the server's reason for refusing (409: no lecture yet) stays on screen. */
export function PublishControl({ course }: { course: TCourseDetails }) {
  const { t } = useTranslation('admin');
  const update = useUpdateCourse();
  const [failure, setFailure] = useState<string | null>(null);
  const published = course.status === 'published';

  const toggle = async () => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: course._id, body: { status: published ? 'draft' : 'published' } });
      notify(
        'success',
        t(published ? 'courses.done.unpublished' : 'courses.done.published', { title: `\u2068${course.title}\u2069` }),
      );
    } catch (error) {
      setFailure(errorText(error, 'update.course'));
    }
  };

  return (
    <div className="grid justify-items-end gap-2">
      <ActionButton
        variant={published ? 'outline' : 'primary'}
        loading={update.isPending}
        onClick={() => void toggle()}
      >
        {published ? t('courses.actions.unpublish') : t('courses.actions.publish')}
      </ActionButton>
      {failure && (
        <Notice tone="danger" className="max-w-md">
          {failure}
        </Notice>
      )}
    </div>
  );
}
