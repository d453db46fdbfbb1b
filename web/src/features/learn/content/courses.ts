import { COURSE_OUTLINES, type CourseId } from '@uh/core/learn/courses.logic';

/**
 * Static sample content (docs/product.md §3, §9): courses are written for this product and never fetched.
 * Ids and lesson counts come from the shared catalogue, which the server checks progress against.
 */

export type CourseLevel = 'Beginner' | 'Intermediate' | 'Advanced';

/** Local artwork keys: each course banner is drawn as a gradient with an icon, nothing is downloaded. */
export type CourseArt = 'thirty' | 'fasting' | 'cold' | 'sleep' | 'biometrics' | 'fasting-advanced';

export type Course = {
  id: CourseId;
  title: string;
  description: string;
  /** A local artwork key (see CourseArt), not a remote address. */
  imageUrl: CourseArt;
  duration: string;
  lessons: number;
  category: string;
  level: CourseLevel;
};

type CourseProse = Omit<Course, 'id' | 'lessons'>;

const PROSE: Record<CourseId, CourseProse> = {
  'thirty-foundations': {
    title: '30-30-30 Morning Foundations',
    description:
      'Build the routine step by step: about 30 g of protein within 30 minutes of waking, then 30 minutes of easy movement. Practical breakfasts, walking plans and ways to keep it going on busy days.',
    imageUrl: 'thirty',
    duration: '1h 45m',
    category: '30-30-30',
    level: 'Beginner',
  },
  'fasting-essentials': {
    title: 'Intermittent Fasting Essentials',
    description:
      'Choose a first schedule such as 12:12 or 16:8, plan the eating window around your day, stay hydrated and break a fast with a balanced meal.',
    imageUrl: 'fasting',
    duration: '2h 10m',
    category: 'Fasting',
    level: 'Beginner',
  },
  'cold-start': {
    title: 'Cold Exposure: Start Cool, Build Slowly',
    description:
      'Begin with 30 seconds of cool water at the end of a shower and progress gradually. Covers breathing, warming up afterwards and the signs that mean stop.',
    imageUrl: 'cold',
    duration: '1h 30m',
    category: 'Cold Exposure',
    level: 'Intermediate',
  },
  'better-sleep': {
    title: 'Better Sleep, Brighter Mornings',
    description:
      'A steady wake time, an evening wind-down and morning daylight. Small habits that make the next morning routine easier to start.',
    imageUrl: 'sleep',
    duration: '1h 20m',
    category: 'Sleep',
    level: 'Beginner',
  },
  'reading-biometrics': {
    title: 'Reading Your Biometrics',
    description:
      'Measure weight, blood pressure and resting heart rate the same way each time, then read weekly trends instead of single days.',
    imageUrl: 'biometrics',
    duration: '2h',
    category: 'Biometrics',
    level: 'Intermediate',
  },
  'longer-fasts': {
    title: 'Longer Fasts, Planned Carefully',
    description:
      'For experienced fasters considering 24 hours or more: preparation, electrolytes, when to stop early, and why to talk to a healthcare professional first.',
    imageUrl: 'fasting-advanced',
    duration: '2h 30m',
    category: 'Fasting',
    level: 'Advanced',
  },
};

export const COURSES: readonly Course[] = COURSE_OUTLINES.map(({ id, lessons }) => ({ id, lessons, ...PROSE[id] }));

/** The course with this id, or undefined (an old link or a typed address). */
export const findCourse = (id: string): Course | undefined => COURSES.find((course) => course.id === id);

/** The three courses shown under Featured Courses when no search is active. */
export const FEATURED_COURSE_IDS: readonly CourseId[] = ['thirty-foundations', 'fasting-essentials', 'better-sleep'];
