import type { ToolPlan, ToolPlanKind } from '../coach-tools/tool-plan.schema';
import type { ShareDomain } from './share-grants.schema';

/** The domain a proposed entry belongs to: what a grant must allow for someone to propose it. */
export const PLAN_DOMAINS: Record<ToolPlanKind, ShareDomain> = {
  coldExposure: 'cold',
  biometrics: 'biometrics',
  fastStart: 'fasting',
  fastEnd: 'fasting',
  // Protein and exercise are the 30-30-30's; a person's own protocols are protocols too.
  protein: 'progress',
  exercise: 'progress',
  protocolEntry: 'progress',
  protocolSkip: 'progress',
  checklistTick: 'checkins',
};

export const domainOfPlan = (plan: ToolPlan): ShareDomain => PLAN_DOMAINS[plan.kind];
