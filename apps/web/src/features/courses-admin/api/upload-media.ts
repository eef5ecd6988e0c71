import type { TAdminCourse, TCourseDetails, TUploadResult } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceInLists } from '@/lib/list-cache';
import { mapLectures } from './outline-tree';
import { coursesAdminKeys } from './query-keys';
import { uploadFile } from './upload-file';

/** What can be uploaded: a course's thumbnail or syllabus, a lecture's video or PDF. */
export type TMediaTarget = 'image' | 'syllabus' | 'video' | 'attachment';

export type TMediaUpload = {
  target: TMediaTarget;
  /** the course's or the lecture's id */ id: string;
  file: File;
  onProgress?: (fraction: number) => void;
};

const pathOf = ({ target, id }: Pick<TMediaUpload, 'target' | 'id'>) =>
  target === 'image' || target === 'syllabus'
    ? `/courses/${encodeURIComponent(id)}/${target}`
    : `/lectures/${encodeURIComponent(id)}/${target}`;

function withUpload(course: TCourseDetails, { target, id }: TMediaUpload, result: TUploadResult): TCourseDetails {
  switch (target) {
    case 'image':
      return { ...course, imageUrl: result.url };
    case 'syllabus':
      return { ...course, syllabusUrl: result.url };
    case 'video': {
      // the server reads the video's real length and answers it (the admin's value when unreadable)
      const duration = result.durationSeconds === undefined ? {} : { durationSeconds: result.durationSeconds };
      return mapLectures(course, (lectures) =>
        lectures.map((lecture) => (lecture._id === id ? { ...lecture, hasVideo: true, ...duration } : lecture)),
      );
    }
    case 'attachment':
      return mapLectures(course, (lectures) =>
        lectures.map((lecture) => (lecture._id === id ? { ...lecture, hasAttachment: true } : lecture)),
      );
  }
}

/** Uploads one file of course `courseId` with progress, then updates the cached course and list row. */
export function useMediaUpload(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: TMediaUpload) => uploadFile(pathOf(upload), upload.file, { onProgress: upload.onProgress }),
    onSuccess: async (result, upload) => {
      queryClient.setQueryData<TCourseDetails>(coursesAdminKeys.detail(courseId), (course) =>
        course ? withUpload(course, upload, result) : course,
      );
      if (upload.target === 'image') {
        replaceInLists<TAdminCourse>(queryClient, coursesAdminKeys.lists(), courseId, (row) => ({
          ...row,
          imageUrl: result.url,
        }));
      }
      // a video may change the course's total duration: the list reads it back when next shown
      if (upload.target === 'video')
        await queryClient.invalidateQueries({ queryKey: coursesAdminKeys.lists(), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: coursesAdminKeys.detail(courseId) });
    },
  });
}
