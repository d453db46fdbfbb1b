import { courseParamsSchema, courseProgressListSchema, courseProgressSchema, lessonParamsSchema } from '@uh/core/learn/learn.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sessionUserId } from '../../plugins/guards';
import { listCourseProgress, openCourse, setLessonDone } from './learn.service';

// Only the person signed in to the app itself: never a personal access token.
const sessionOnly = { scope: null };

/** Course progress, kept per person: the course catalogue itself is static content. */
export function learnRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/learn/progress', { config: sessionOnly, schema: { response: { 200: courseProgressListSchema } } }, async (request) =>
      listCourseProgress(ctx.db, sessionUserId(request)),
    );

    app.put(
      '/api/learn/progress/:courseId',
      { config: sessionOnly, schema: { params: courseParamsSchema, response: { 200: courseProgressSchema } } },
      async (request) => openCourse(ctx.db, sessionUserId(request), request.params.courseId),
    );

    const lesson = { config: sessionOnly, schema: { params: lessonParamsSchema, response: { 200: courseProgressSchema } } };
    app.put('/api/learn/progress/:courseId/lessons/:lesson', lesson, async (request) =>
      setLessonDone(ctx.db, sessionUserId(request), request.params, true),
    );
    app.delete('/api/learn/progress/:courseId/lessons/:lesson', lesson, async (request) =>
      setLessonDone(ctx.db, sessionUserId(request), request.params, false),
    );
  };
}
