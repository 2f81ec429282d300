import { MESSAGES } from '@kanak/domain/messages';
import { describe, expect, it } from 'vitest';
import {
  gramsError,
  karatLabel,
  lossText,
  parseGrams,
  skillsList,
  STONES_ERROR,
  stonesPayload,
  stonesText,
} from './workshop';

const FORMAT = MESSAGES.workshop.weightFormat;

describe('weights typed in grams', () => {
  it('are read to the milligram: whole grams, up to three decimals, a comma for the point', () => {
    expect(parseGrams('12')).toBe(12);
    expect(parseGrams(' 4.125 ')).toBe(4.125);
    expect(parseGrams('4,5')).toBe(4.5);
    expect(parseGrams('0')).toBe(0);
  });

  it('refuse what is not a weight to the milligram, with the API’s own words', () => {
    for (const bad of ['', ' ', 'abc', '-1', '1.2345', '1e3', '1.', '.5', '12 g'])
      expect([bad, parseGrams(bad), gramsError(bad)]).toEqual([bad, null, FORMAT]);
    expect(gramsError('0')).toBeNull();
    expect(gramsError('0', { positive: true })).toBe(FORMAT);
    expect(gramsError('0.001', { positive: true })).toBeNull();
  });
});

describe('stones as rows', () => {
  it('drop blank rows and send numbers', () => {
    expect(
      stonesPayload([
        { kind: ' diamond ', carats: '0.25', count: '5' },
        { kind: '', carats: '', count: '' },
        { kind: 'ruby', carats: '1,5', count: '0' },
      ]),
    ).toEqual({
      ok: true,
      stones: [
        { kind: 'diamond', carats: 0.25, count: 5 },
        { kind: 'ruby', carats: 1.5, count: 0 },
      ],
    });
    expect(stonesPayload([])).toEqual({ ok: true, stones: [] });
  });

  it('refuse a row without its kind, with carats that are no number, or a count that is not whole', () => {
    for (const row of [
      { kind: '', carats: '0.2', count: '1' },
      { kind: 'diamond', carats: 'x', count: '1' },
      { kind: 'diamond', carats: '0.2', count: '1.5' },
      { kind: 'diamond', carats: '0.2', count: '' },
      { kind: 'diamond', carats: '1001', count: '1' },
    ])
      expect(stonesPayload([row])).toEqual({ ok: false, error: STONES_ERROR });
  });

  it('read as one line', () => {
    expect(stonesText(null)).toBe('None');
    expect(stonesText([{ kind: 'diamond', carats: 0.25, count: 5 }])).toBe('5 diamond, 0.25 ct');
  });
});

describe('the workshop’s words', () => {
  it('write karats as the shop does, losses in mg with two decimals of percent, skills as a list', () => {
    expect(karatLabel('22k')).toBe('22 KT');
    expect(lossText(1275, 3)).toBe('1,275 mg (3.00%)');
    expect(lossText(46, 0.5)).toBe('46 mg (0.50%)');
    expect(skillsList(' casting, setting,, polishing ')).toEqual([
      'casting',
      'setting',
      'polishing',
    ]);
  });
});
