import type { Lesson } from '../lesson';

export const COLD_START_LESSONS: readonly Lesson[] = [
  {
    title: 'Before you start',
    body: 'Cold water makes your heart rate and blood pressure jump for a moment. If you have a heart condition, high blood pressure, Raynaud’s, are pregnant or have any doubt, talk to your doctor before trying cold exposure. Never practise in open water alone.',
  },
  {
    title: 'Your first 30 seconds',
    body: 'Finish a normal warm shower by turning it to cool, not icy, for about 30 seconds. Let the water reach your arms and legs first, then your body. That is a complete session: stop there for the first week.',
  },
  {
    title: 'Breathing through the first shock',
    body: 'The first seconds of cold can make you gasp. Breathe out slowly and steadily, as if through a straw, and keep your breathing calm. Never hold your breath or practise breathing exercises in or near water.',
  },
  {
    title: 'Building time slowly',
    body: 'Add about 15 to 30 seconds a week, or lower the temperature a little, but never both in the same week. Two or three minutes is plenty for most people. Comfort with the cold grows over weeks; there is no need to rush.',
  },
  {
    title: 'Warming up afterwards',
    body: 'Dry off, dress in warm layers and move gently, for example a short walk or light chores. Shivering for a while afterwards is common as the body rewarms. Avoid a very hot shower straight away if it makes you feel light-headed.',
  },
  {
    title: 'Signs that mean stop',
    body: 'Get out and warm up if you feel numbness, pain, dizziness, confusion or chest discomfort, or if your fingers turn white or blue. Seek medical help for chest pain or fainting. Skip a session whenever you are unwell or very tired.',
  },
];
