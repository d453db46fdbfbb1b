/**
 * Small Loop Habit Tracker CSV exports, one per generation, as path → text, for the tests of the
 * reader, the writer and the import API. They hold one of each thing an export can: quoting, every
 * day value, a numerical habit in thousandths, an at-most target, an archived habit.
 */

const lines = (...rows: string[]) => `${rows.join('\n')}\n`;

export const loopCurrentExport = () =>
  new Map<string, string>([
    [
      'Habits.csv',
      lines(
        'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
        '001,Meditate,YES_NO,Did you meditate today?,"Ten minutes, eyes closed",1,1,8,,AT_LEAST,0.0,false',
        '002,Run,NUMERICAL,How far did you run?,,3,7,11,KM,AT_LEAST,5.5,false',
        '003,"Drinks, any kind",NUMERICAL,,"The ""social"" ones count",1,1,0,drinks,AT_MOST,1.0,false',
        '004,Journal,YES_NO,,,1,1,14,,AT_LEAST,0.0,true',
      ),
    ],
    [
      '001 Meditate/Checkmarks.csv',
      lines(
        'Date,Value,Notes',
        '2026-03-05,YES_MANUAL,"Calm, then sleepy"',
        '2026-03-04,YES_AUTO,',
        '2026-03-03,NO,',
        '2026-03-02,SKIP,',
        '2026-03-01,UNKNOWN,',
      ),
    ],
    ['002 Run/Checkmarks.csv', lines('Date,Value,Notes', '2026-03-05,5200,', '2026-03-04,SKIP,', '2026-03-03,0,', '2026-03-02,UNKNOWN,')],
    ['003 Drinks any kind/Checkmarks.csv', lines('Date,Value,Notes', '2026-03-05,2000,', '2026-03-04,0,')],
    ['004 Journal/Checkmarks.csv', lines('Date,Value,Notes', '2026-02-01,YES_MANUAL,')],
    // Loop writes these too; an import reads neither.
    ['001 Meditate/Scores.csv', lines('Date,Score', '2026-03-05,0.1')],
    ['Checkmarks.csv', lines('Date,Meditate,Run,"Drinks, any kind",Journal', '2026-03-05,2,5200,2000,-1')],
  ]);

export const loopLegacyExport = () =>
  new Map<string, string>([
    [
      'Habits.csv',
      lines(
        'Position,Name,Question,Description,NumRepetitions,Interval,Color',
        '001,Stretch,Did you stretch?,,1,1,5',
        '002,Gym,,"Upper body, lower body",2,7,12',
      ),
    ],
    ['001 Stretch/Checkmarks.csv', lines('2026-01-03,2', '2026-01-02,1', '2026-01-01,0', '2025-12-31,3', '2025-12-30,-1')],
    ['002 Gym/Checkmarks.csv', lines('2026-01-02,2', '2026-01-01,1')],
  ]);
