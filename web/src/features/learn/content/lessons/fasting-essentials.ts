import type { Lesson } from '../lesson';

export const FASTING_ESSENTIALS_LESSONS: readonly Lesson[] = [
  {
    title: 'What intermittent fasting is',
    body: 'Intermittent fasting means eating within a set window of the day and not eating outside it. It is a way of organising meals, not a diet with forbidden foods. What and how much you eat inside the window still matters.',
  },
  {
    title: 'Check whether fasting suits you',
    body: 'Fasting is not a good fit for everyone. If you have diabetes, take medication that must be taken with food, are pregnant or breastfeeding, are under 18, are underweight or have a history of eating disorders, talk to your doctor before you start. Stop and seek advice if fasting makes you feel unwell.',
  },
  {
    title: 'Start with 12:12',
    body: 'A 12-hour fast overnight, for example from 8 pm to 8 am, is a gentle first step. For many people it only means no late snacks. Keep it for a week or two until it feels routine before you lengthen it.',
  },
  {
    title: 'Moving to 16:8',
    body: 'When 12:12 feels easy, lengthen the fast by an hour every few days until you reach 16 hours with an eight-hour eating window. There is no prize for getting there quickly. If 14 hours suits your life better, that is a perfectly good schedule.',
  },
  {
    title: 'Placing your eating window',
    body: 'Put the window where your day needs food: many people choose late morning to early evening so they can eat with family. Keep it roughly the same each day, since a steady window is easier than a perfect one. Plan social meals and travel days ahead rather than giving up.',
  },
  {
    title: 'Drinks during the fast',
    body: 'Water, plain tea and black coffee are the usual choices while fasting. Drink regularly, especially in warm weather or when you exercise. Go easy on coffee if it makes you jittery or upsets your stomach.',
  },
  {
    title: 'Handling hunger',
    body: 'Hunger often comes in waves that pass within 20 or 30 minutes. A glass of water, a short walk or a busy task helps ride them out. Feeling dizzy, shaky or faint is different from hunger: if it happens, eat and rethink your schedule.',
  },
  {
    title: 'Breaking a fast well',
    body: 'Open your window with a balanced meal: protein, vegetables, some whole-grain carbohydrate and a little fat. Eat at a normal pace rather than making up for lost time. A large, heavy meal right away tends to feel uncomfortable.',
  },
  {
    title: 'Reviewing your first weeks',
    body: 'Look at your fasting history after two or three weeks: which days worked, and which did not? Keep the schedule that you can live with, adjust the rest, and remember that an ended-early fast is information, not failure. Share your log with your doctor if you have any health questions.',
  },
];
