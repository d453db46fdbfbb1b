import { describe, expect, it } from 'vitest';
import { parseAppleDate } from './apple-date.logic';

describe('parseAppleDate', () => {
  it.each([
    ['2024-03-10 07:14:02 -0800', '2024-03-10T15:14:02.000Z'],
    ['2024-01-01 01:01:36 +0200', '2023-12-31T23:01:36.000Z'],
    ['2024-05-01 09:00:00 +0530', '2024-05-01T03:30:00.000Z'],
    ['2024-05-01 09:00:00 +0545', '2024-05-01T03:15:00.000Z'],
    ['2019-07-19 10:36:11 +0000', '2019-07-19T10:36:11.000Z'],
    ['2024-12-31 23:59:59 -1200', '2025-01-01T11:59:59.000Z'],
    ['2024-01-01 00:30:00 +1400', '2023-12-31T10:30:00.000Z'],
    ['2024-02-29 12:00:00 +0100', '2024-02-29T11:00:00.000Z'],
    // A real export (dogsheep/healthkit-to-sqlite fixture): a workout route's start.
    ['2016-11-14 07:25:44 -0700', '2016-11-14T14:25:44.000Z'],
    [' 2024-03-10 07:14:02 -0800 ', '2024-03-10T15:14:02.000Z'],
  ])('reads %s as the instant %s', (text, iso) => {
    expect(parseAppleDate(text)?.toISOString()).toBe(iso);
  });

  it('reads one instant written with two offsets as the same instant', () => {
    // The same route start appears in two copies of one export, written with the phone's offset
    // at export time: -0700 in one, -0800 in the other.
    expect(parseAppleDate('2016-11-14 06:25:44 -0800')?.getTime()).toBe(parseAppleDate('2016-11-14 07:25:44 -0700')?.getTime());
  });

  it.each([
    '',
    'yesterday',
    '2024-03-10',
    '2024-03-10 07:14:02',
    '2024-03-10T07:14:02-08:00',
    '2024-03-10T15:14:02Z',
    '2024-03-10 07:14:02 -08:00',
    '2024-03-10 07:14:02 PST',
    '2024-03-10 7:14:02 -0800',
    '2024-02-30 10:00:00 +0000',
    '2023-02-29 10:00:00 +0000',
    '2024-04-31 10:00:00 +0000',
    '2024-13-01 10:00:00 +0000',
    '2024-00-10 10:00:00 +0000',
    '2024-03-00 10:00:00 +0000',
    '2024-03-10 24:00:00 +0000',
    '2024-03-10 07:60:00 +0000',
    '2024-03-10 07:14:60 +0000',
    '2024-03-10 07:14:02 +1500',
    '2024-03-10 07:14:02 +0560',
    '0050-01-01 00:00:00 +0000',
  ])('refuses %j', (text) => {
    expect(parseAppleDate(text)).toBeNull();
  });
});
