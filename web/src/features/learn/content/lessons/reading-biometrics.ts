import type { Lesson } from '../lesson';

export const READING_BIOMETRICS_LESSONS: readonly Lesson[] = [
  {
    title: 'Why trends beat single readings',
    body: 'Any single measurement moves with food, water, sleep, stress and timing. A trend over one or two weeks shows much more than one day ever can. Use your numbers to notice patterns, not to judge yourself.',
  },
  {
    title: 'Weighing the same way each time',
    body: 'Weigh yourself at the same time, ideally after waking and using the bathroom, on the same scale on a hard floor. Day-to-day changes of a pound or two are mostly water. Once a day or a few times a week is plenty.',
  },
  {
    title: 'Blood pressure at home',
    body: 'Sit quietly for five minutes with your back supported, feet flat and arm resting at heart level, using a cuff of the right size. Take two readings a minute apart and log both or their average. If your readings are often high or low, talk to your doctor rather than acting on them alone.',
  },
  {
    title: 'Resting heart rate in the morning',
    body: 'Measure before you get up or after sitting still for a few minutes, with a wearable or by counting your pulse for 30 seconds and doubling it. Poor sleep, alcohol, illness and stress can all raise it for a day or two. Watch how it changes over weeks.',
  },
  {
    title: 'Logging sleep honestly',
    body: 'Record the hours you actually slept, not the hours you spent in bed. A rough estimate every day is more useful than an exact figure once a week. Put your sleep next to your other readings to see how they move together.',
  },
  {
    title: 'Reading a weekly average',
    body: 'Compare this week’s average with last week’s rather than today with yesterday. A steady direction over three or four weeks is a real trend. One unusual day is usually just noise.',
  },
  {
    title: 'Normal ups and downs',
    body: 'Every body varies from day to day, and a sudden jump in a log is often a typo or a different measuring routine. Check how the reading was taken before worrying about it. You can correct a wrong entry in your history.',
  },
  {
    title: 'Sharing readings with your clinician',
    body: 'Your log is a useful conversation starter, not a diagnosis. Bring your weekly averages and how you measured to your appointments. Seek care straight away for symptoms such as chest pain, severe headache or fainting, whatever your numbers say.',
  },
];
