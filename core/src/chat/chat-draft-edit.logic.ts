import { z } from 'zod';
import { BIOMETRIC_RULES } from '../biometrics/biometrics.logic';
import { biometricCreateSchema } from '../biometrics/biometrics.schema';
import { logExerciseInput, logProteinInput, startFastInput } from '../coach-tools/tool-inputs.schema';
import type { ToolPlan } from '../coach-tools/tool-plan.schema';
import { coldLogCreateSchema } from '../cold-exposure/cold-exposure.schema';
import { kilogramsToPounds, roundTo } from '../common/units.logic';

/**
 * What the person may change on a draft before confirming it (Edit on its card): the amounts, in
 * the units the card shows them (minutes, the person's weight unit), each stored back in the plan's
 * own terms. A draft with nothing to change (ending a fast, a tick) has no fields.
 */
export type EditableField = { key: string; label: string; value: number };

type Units = { weightUnit: 'lbs' | 'kg' };

/** How a field's shown value maps to the plan's own: shown = stored / per. */
type FieldRule = {
  key: string;
  label: string;
  read: (plan: ToolPlan) => number | null | undefined;
  write: (value: number) => ToolPlan;
  per?: number;
};

const minutes = 60;

function fieldsOf(plan: ToolPlan, { weightUnit }: Units): FieldRule[] {
  switch (plan.kind) {
    case 'coldExposure':
      return [
        {
          key: 'minutes',
          label: 'Minutes',
          per: minutes,
          read: () => plan.log.duration,
          write: (seconds: number) => ({ ...plan, log: { ...plan.log, duration: seconds } }),
        },
        {
          key: 'temperature',
          label: `Temperature (°${plan.log.temperatureUnit})`,
          read: () => plan.log.temperature,
          write: (temperature: number) => ({ ...plan, log: { ...plan.log, temperature } }),
        },
      ];
    case 'fastStart':
      return [
        {
          key: 'targetHours',
          label: 'Target hours',
          read: () => plan.targetHours,
          write: (targetHours: number) => ({ ...plan, targetHours }),
        },
      ];
    case 'protein':
      return [{ key: 'grams', label: 'Protein (g)', read: () => plan.grams, write: (grams: number) => ({ ...plan, grams }) }];
    case 'exercise':
      return [
        { key: 'minutes', label: 'Minutes', per: minutes, read: () => plan.seconds, write: (seconds: number) => ({ ...plan, seconds }) },
      ];
    case 'biometrics':
      return Object.entries(BIOMETRIC_RULES)
        .filter(([field]) => plan.log[field as keyof typeof BIOMETRIC_RULES] != null)
        .map(([field, rule]) => {
          const isWeight = field === 'weight';
          const unit = isWeight ? weightUnit : 'unit' in rule ? rule.unit : '';
          return {
            key: field,
            label: unit ? `${rule.label} (${unit})` : rule.label,
            read: () => plan.log[field as keyof typeof BIOMETRIC_RULES],
            write: (value: number) => ({ ...plan, log: { ...plan.log, [field]: value } }),
            // A weight is stored in pounds; a kilogram person edits kilograms.
            per: isWeight && weightUnit === 'kg' ? kilogramsToPounds(1) : undefined,
          };
        });
    case 'protocolEntry':
      if (plan.value === undefined) return [];
      return [
        {
          key: 'value',
          label: plan.shown.unit ? `${plan.shown.component} (${plan.shown.unit})` : plan.shown.component,
          read: () => plan.value,
          write: (value: number) => ({ ...plan, value }),
        },
      ];
    case 'fastEnd':
    case 'checklistTick':
    case 'protocolSkip':
      return [];
  }
}

export function editableFields(plan: ToolPlan, units: Units): EditableField[] {
  return fieldsOf(plan, units).map(({ key, label, read, per = 1 }) => ({ key, label, value: roundTo((read(plan) ?? 0) / per, 2) }));
}

/** PATCH /api/chat/drafts/{id}: the new values of some of its fields, by key, as the card shows them. */
export const chatDraftEditSchema = z.strictObject({
  values: z.record(z.string(), z.number({ message: 'each value must be a number' }).refine(Number.isFinite, 'each value must be a number')),
});
export type ChatDraftEdit = z.infer<typeof chatDraftEditSchema>;

/** The plan with the values set; a key the draft does not have is a problem, named. */
export function editedPlan(
  plan: ToolPlan,
  { values }: ChatDraftEdit,
  units: Units,
): { ok: true; plan: ToolPlan } | { ok: false; message: string } {
  const rules = fieldsOf(plan, units);
  let edited = plan;
  for (const [key, shown] of Object.entries(values)) {
    const rule = rules.find((candidate) => candidate.key === key);
    if (!rule) return { ok: false, message: `This draft has no field ${key}` };
    const per = rule.per ?? 1;
    edited = fieldsOf(edited, units)
      .find((candidate) => candidate.key === key)!
      .write(roundTo(shown * per, per === minutes ? 0 : 2));
  }
  const problem = planProblem(edited);
  return problem ? { ok: false, message: problem } : { ok: true, plan: edited };
}

const firstIssue = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? null : (result.error!.issues[0]?.message ?? 'That value cannot be logged');

/** What the write would refuse about an edited plan, checked with the tools' own schemas before anything is stored. */
function planProblem(plan: ToolPlan): string | null {
  switch (plan.kind) {
    case 'coldExposure':
      return firstIssue(coldLogCreateSchema.safeParse(plan.log));
    case 'biometrics':
      return firstIssue(biometricCreateSchema.safeParse(plan.log));
    case 'fastStart':
      return firstIssue(startFastInput.safeParse({ targetHours: plan.targetHours }));
    case 'protein':
      return firstIssue(logProteinInput.safeParse({ grams: plan.grams }));
    case 'exercise':
      return firstIssue(logExerciseInput.safeParse({ seconds: plan.seconds }));
    default:
      // An own protocol's value is checked against its document when it is written.
      return plan.kind === 'protocolEntry' && plan.value !== undefined && plan.value < 0 ? 'value cannot be negative' : null;
  }
}
