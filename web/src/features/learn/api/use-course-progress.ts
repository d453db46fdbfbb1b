import type { CourseProgress } from '@uh/core/learn/learn.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { withLessonMarked, type LessonMark } from '../lib/course-progress';
import { learnKeys } from './learn-queries';

/** PUT /api/learn/progress/{courseId}: records that the person opened the course (0 lessons done). */
export function useOpenCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (courseId: string): Promise<CourseProgress> =>
      (await apiRequest('PUT', `/api/learn/progress/${encodeURIComponent(courseId)}`)).json(),
    // No toast on failure: reading works regardless, and the next visit or mark records it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: learnKeys.all() }),
  });
}

const MARK_KEY = ['/api/learn/progress', 'lesson'] as const;

/**
 * PUT or DELETE /api/learn/progress/{courseId}/lessons/{lesson}. The tick shows at once; a
 * failure puts back only that lesson, so other marks in flight keep theirs.
 */
export function useMarkLesson() {
  const queryClient = useQueryClient();
  const setMark = (mark: LessonMark) =>
    queryClient.setQueryData<CourseProgress[]>(learnKeys.progress(), (list) => withLessonMarked(list ?? [], mark, new Date()));
  return useMutation({
    mutationKey: MARK_KEY,
    mutationFn: async ({ courseId, lesson, isDone }: LessonMark): Promise<CourseProgress> =>
      (await apiRequest(isDone ? 'PUT' : 'DELETE', `/api/learn/progress/${encodeURIComponent(courseId)}/lessons/${lesson}`)).json(),
    onMutate: async (mark) => {
      await queryClient.cancelQueries({ queryKey: learnKeys.all() });
      setMark(mark);
    },
    onError: (error, mark) => {
      setMark({ ...mark, isDone: !mark.isDone });
      toast({ variant: 'destructive', title: 'Error', description: `Failed to update the lesson: ${errorMessage(error)}` });
    },
    onSettled: () => {
      // Re-read once the last of several quick marks has settled, so no answer undoes a newer tick.
      if (queryClient.isMutating({ mutationKey: MARK_KEY }) <= 1) void queryClient.invalidateQueries({ queryKey: learnKeys.all() });
    },
  });
}
