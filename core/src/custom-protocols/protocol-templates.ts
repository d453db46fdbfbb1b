import { FORMAT, parseDocuments } from './parse-documents';
import type { ProtocolDocument, ProtocolDocumentInput } from './protocol-document.schema';

export { BUILT_IN_PROTOCOL_DOCUMENTS } from './built-in-protocol-documents';

const scale = (id: string, label: string, labels: [string, string, string, string, string]) =>
  ({ id, label, kind: 'scale', min: 1, max: 5, labels }) as const;

/** A check-in, asked in the morning or the evening: the same three scales and a note. */
const checkIn = (when: 'morning' | 'evening'): ProtocolDocumentInput => ({
  ...FORMAT,
  id: `${when}-check-in`,
  title: when === 'morning' ? 'Morning check-in' : 'Evening check-in',
  description: `How you feel ${when === 'morning' ? 'as the day starts' : 'as the day ends'}, on three scales from 1 to 5, and a line on why. Over weeks it shows what moves your mood.`,
  icon: when === 'morning' ? 'sun' : 'moon',
  color: when === 'morning' ? 'sky' : 'slate',
  components: [
    scale('mood', 'Mood', ['Very low', 'Low', 'Okay', 'Good', 'Very good']),
    scale('energy', 'Energy', ['Drained', 'Low', 'Steady', 'Good', 'Full']),
    scale('stress', 'Stress', ['Calm', 'Mild', 'Moderate', 'High', 'Overwhelmed']),
    { id: 'note', label: 'Note', kind: 'text', hint: 'What stood out' },
  ],
  group: { kind: 'all' },
  schedule: { kind: 'daily', ...(when === 'morning' ? { anchor: { event: 'wake', offsetMinutes: 0, windowMinutes: 60 } } : {}) },
});

/** Starting points offered when a person adds a protocol of their own; each can be edited before saving. */
export const PROTOCOL_TEMPLATES: readonly ProtocolDocument[] = parseDocuments([
  {
    ...FORMAT,
    id: 'breathwork',
    title: 'Morning breathwork',
    description:
      'Eight minutes of slow, controlled breathing within half an hour of waking, such as cyclic sighing: two inhales through the nose, one long exhale through the mouth.',
    sources: [
      {
        title:
          'Balban et al., Brief structured respiration practices enhance mood and reduce physiological arousal (Cell Reports Medicine, 2023)',
        url: 'https://doi.org/10.1016/j.xcrm.2022.100895',
      },
    ],
    icon: 'wind',
    color: 'teal',
    components: [
      { id: 'session', label: 'Breathwork', kind: 'duration', hint: 'Seated or lying down', target: { kind: 'atLeast', value: 480 } },
    ],
    schedule: { kind: 'daily', anchor: { event: 'wake', offsetMinutes: 0, windowMinutes: 30 } },
  },
  {
    ...FORMAT,
    id: 'sauna',
    title: 'Sauna',
    description:
      'A session of at least 15 minutes, four times a week. Drink water before and after, and leave at once if you feel dizzy or unwell.',
    sources: [
      {
        title:
          'Laukkanen et al., Association between sauna bathing and fatal cardiovascular and all-cause mortality events (JAMA Internal Medicine, 2015)',
        url: 'https://doi.org/10.1001/jamainternmed.2014.8187',
      },
    ],
    icon: 'flame',
    color: 'amber',
    components: [{ id: 'session', label: 'Sauna session', kind: 'duration', hint: '80–100 °C', target: { kind: 'atLeast', value: 900 } }],
    schedule: { kind: 'frequency', times: 4, days: 7 },
    safety: {
      questions: [
        'Do you have a heart condition, low blood pressure, or are you pregnant? If so, ask your clinician before using a sauna.',
        'Will you skip the sauna after drinking alcohol?',
      ],
      maxDurationMinutes: 20,
      riskScreen: true,
    },
  },
  {
    ...FORMAT,
    id: 'zone-2-cardio',
    title: 'Zone 2 cardio',
    description:
      'Two and a half hours a week of steady exercise at a pace where you can still talk. Log each session; the target is the week’s total, so a single session shows as partial, and the habit strength adds up your last 7 days against 150 minutes.',
    sources: [
      {
        title: 'WHO guidelines on physical activity and sedentary behaviour (2020)',
        url: 'https://www.who.int/publications/i/item/9789240015128',
      },
    ],
    icon: 'heart',
    color: 'rose',
    components: [
      {
        id: 'session',
        label: 'Zone 2 session',
        kind: 'duration',
        hint: 'Cycling, brisk walking, rowing',
        target: { kind: 'atLeast', value: 9000, aggregate: 'sum' },
      },
    ],
    schedule: { kind: 'frequency', times: 1, days: 7 },
  },
  {
    ...FORMAT,
    id: 'supplements',
    title: 'Daily supplements',
    description: 'Tick each one as you take it; the day is done when all are. Change the doses to what your clinician advised.',
    sources: [
      {
        title: 'NIH Office of Dietary Supplements: Vitamin D fact sheet',
        url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
      },
      {
        title: 'NIH Office of Dietary Supplements: Magnesium fact sheet',
        url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
      },
      {
        title: 'NIH Office of Dietary Supplements: Omega-3 fatty acids fact sheet',
        url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
      },
    ],
    icon: 'pill',
    color: 'violet',
    components: [
      { id: 'vitamin-d', label: 'Vitamin D', kind: 'check', hint: '1000 IU · on waking, with breakfast' },
      { id: 'omega-3', label: 'Omega-3', kind: 'check', hint: '1 g EPA + DHA · with food' },
      { id: 'magnesium', label: 'Magnesium', kind: 'check', hint: '200 mg · at bedtime' },
    ],
    group: { kind: 'all' },
    schedule: { kind: 'daily' },
  },
  checkIn('morning'),
  checkIn('evening'),
  {
    ...FORMAT,
    id: 'steps',
    title: 'Daily steps',
    description:
      'At least 8000 steps a day. The day’s highest reading counts, so a step counter that reports its running total is not added up twice.',
    sources: [
      {
        title:
          'Paluch et al., Daily steps and all-cause mortality: a meta-analysis of 15 international cohorts (Lancet Public Health, 2022)',
        url: 'https://doi.org/10.1016/S2468-2667(21)00302-9',
      },
    ],
    icon: 'footprints',
    color: 'lime',
    components: [
      { id: 'steps', label: 'Steps', kind: 'measure', unit: 'steps', target: { kind: 'atLeast', value: 8000, aggregate: 'max' } },
    ],
    schedule: { kind: 'daily' },
  },
  {
    ...FORMAT,
    id: 'alcohol-free',
    title: 'Alcohol-free',
    description: 'No alcoholic drinks. Log any you have; on a day you mark "I logged everything", nothing logged counts as none.',
    sources: [
      {
        title: 'GBD 2016 Alcohol Collaborators, Alcohol use and burden for 195 countries and territories (The Lancet, 2018)',
        url: 'https://doi.org/10.1016/S0140-6736(18)31310-2',
      },
    ],
    icon: 'wine',
    color: 'rose',
    components: [
      { id: 'drinks', label: 'Drinks', kind: 'count', hint: 'One glass of wine, beer or spirits', target: { kind: 'atMost', value: 0 } },
    ],
    schedule: { kind: 'daily' },
  },
  {
    ...FORMAT,
    id: 'caffeine-cut-off',
    title: 'Caffeine cut-off',
    description: 'No coffee, tea, cola or energy drinks after 14:00, so the caffeine has worn off by bedtime.',
    sources: [
      {
        title:
          'Drake et al., Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed (Journal of Clinical Sleep Medicine, 2013)',
        url: 'https://doi.org/10.5664/jcsm.3170',
      },
    ],
    icon: 'coffee',
    color: 'amber',
    components: [{ id: 'cut-off', label: 'No caffeine after 14:00', kind: 'check' }],
    schedule: { kind: 'daily' },
  },
]);
