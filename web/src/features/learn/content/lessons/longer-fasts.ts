import type { Lesson } from '../lesson';

export const LONGER_FASTS_LESSONS: readonly Lesson[] = [
  {
    title: 'Talk to your doctor first',
    body: 'A fast of 24 hours or more is a bigger step than a daily eating window. Talk to your doctor or another healthcare professional before your first one, and again if your health or medication changes. This course helps you plan; it does not replace that conversation.',
  },
  {
    title: 'When longer fasts are not for you',
    body: 'Do not attempt longer fasts if you are pregnant or breastfeeding, under 18, underweight, or have a history of eating disorders. Diabetes, kidney disease, heart conditions and medicines that must be taken with food all need medical advice first. If food or fasting has ever felt out of control for you, please talk to someone you trust or a professional instead.',
  },
  {
    title: 'Are you ready?',
    body: 'Be comfortable with 16:8 for several weeks before trying anything longer. If shorter fasts regularly leave you dizzy, irritable or unable to focus, a longer one is not the next step. Readiness is about how you feel, not about how long you can push.',
  },
  {
    title: 'Planning your first 24 hours',
    body: 'A dinner-to-dinner fast keeps the night’s sleep inside it and ends with a normal meal. Pick a calm day without hard training, long drives or important events. Tell someone at home what you are doing.',
  },
  {
    title: 'Preparing the days before',
    body: 'Eat normal, balanced meals and sleep well in the days before; do not feast to fill up. Make sure you have water, and anything your clinician suggested, to hand. Decide in advance when and why you would stop.',
  },
  {
    title: 'Water and electrolytes',
    body: 'Drink water regularly through the fast. Salt, potassium and magnesium matter more the longer you go, but the right amount depends on you: ask your clinician, especially if you take blood-pressure medicine or have kidney or heart problems. Do not improvise with supplements you have not discussed.',
  },
  {
    title: 'Activity and rest',
    body: 'Keep movement gentle, such as walking or stretching, and save hard exercise for after you have eaten. Stand up slowly, since light-headedness is more likely. Rest when you need to.',
  },
  {
    title: 'When to stop early',
    body: 'End the fast and eat if you feel faint, very weak, confused, have palpitations or chest discomfort, or simply feel unwell. Seek medical help for chest pain, fainting or confusion. Stopping early is a sound decision, not a failure.',
  },
  {
    title: 'Breaking a longer fast',
    body: 'Start with a modest meal or snack, such as soup, eggs or yoghurt, rather than a large feast. Eat slowly and wait a while before your next meal. After longer fasts, ask your clinician how to reintroduce food safely.',
  },
  {
    title: 'Recovery and how often',
    body: 'Return to your usual eating pattern for at least several days before considering another long fast. Longer fasts are occasional tools, not a weekly habit to chase. Review how each one went, and share it with your doctor.',
  },
];
