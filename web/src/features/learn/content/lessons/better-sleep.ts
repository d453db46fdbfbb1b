import type { Lesson } from '../lesson';

export const BETTER_SLEEP_LESSONS: readonly Lesson[] = [
  {
    title: 'A steady wake time',
    body: 'Get up at about the same time every day, weekends included, within an hour or so. A steady wake time is one of the simplest ways to make falling asleep easier at night. Choose a time you can actually keep.',
  },
  {
    title: 'Morning daylight',
    body: 'Spend 10 to 30 minutes outdoors in the morning, even when it is cloudy; your 30-30-30 walk can double as this. Daylight helps set your body clock for the day. Never look directly at the sun.',
  },
  {
    title: 'Caffeine and the afternoon',
    body: 'Caffeine can keep working for many hours after your last cup. Try having coffee and strong tea only before early afternoon for two weeks and notice any difference. Remember that some soft drinks and chocolate contain caffeine too.',
  },
  {
    title: 'An evening wind-down',
    body: 'Give yourself 30 to 60 minutes before bed with lower lights and calmer activities such as reading, stretching or a warm shower. Put your phone away from the bed if you tend to scroll. The same short routine each night tells your body that sleep is coming.',
  },
  {
    title: 'A bedroom for sleep',
    body: 'A cool, dark and quiet room helps most people sleep. Try blackout curtains, an eye mask or earplugs. If you lie awake for a long time, get up, do something calm in dim light, and return when you feel sleepy.',
  },
  {
    title: 'When sleep stays difficult',
    body: 'Habits help, but they do not fix everything. If you snore loudly, wake up gasping, feel very sleepy during the day or struggle with sleep for weeks, talk to your doctor. Log your sleep hours so you have something concrete to show them.',
  },
];
