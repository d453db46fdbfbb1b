import type { CourseId } from '@uh/core/learn/courses.logic';
import type { Lesson } from './lesson';
import { BETTER_SLEEP_LESSONS } from './lessons/better-sleep';
import { COLD_START_LESSONS } from './lessons/cold-start';
import { FASTING_ESSENTIALS_LESSONS } from './lessons/fasting-essentials';
import { LONGER_FASTS_LESSONS } from './lessons/longer-fasts';
import { READING_BIOMETRICS_LESSONS } from './lessons/reading-biometrics';
import { THIRTY_FOUNDATIONS_LESSONS } from './lessons/thirty-foundations';

/** Each course's lessons in order; lesson n is the n-th entry (progress stores lesson numbers from 1). */
export const COURSE_LESSONS: Record<CourseId, readonly Lesson[]> = {
  'thirty-foundations': THIRTY_FOUNDATIONS_LESSONS,
  'fasting-essentials': FASTING_ESSENTIALS_LESSONS,
  'cold-start': COLD_START_LESSONS,
  'better-sleep': BETTER_SLEEP_LESSONS,
  'reading-biometrics': READING_BIOMETRICS_LESSONS,
  'longer-fasts': LONGER_FASTS_LESSONS,
};
