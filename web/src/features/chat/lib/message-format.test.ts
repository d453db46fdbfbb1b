import { describe, expect, it } from 'vitest';
import { formatMessage, parseSpans } from './message-format';

const plain = (text: string) => [{ text, isBold: false }];

describe('formatMessage', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(formatMessage('One\ntwo\n\nThree')).toEqual([
      { kind: 'paragraph', lines: [plain('One'), plain('two')] },
      { kind: 'paragraph', lines: [plain('Three')] },
    ]);
  });

  it('turns "- ", "* " and numbered lines into a list after an intro line', () => {
    expect(formatMessage('How it works:\n- Eat protein\n* Walk\n3. Log it')).toEqual([
      { kind: 'paragraph', lines: [plain('How it works:')] },
      { kind: 'list', items: [plain('Eat protein'), plain('Walk'), plain('Log it')] },
    ]);
  });

  it('reads headings as bold lines and leaves HTML as text', () => {
    expect(formatMessage('## Tips\n<b>hi</b>')).toEqual([
      { kind: 'paragraph', lines: [[{ text: 'Tips', isBold: true }], plain('<b>hi</b>')] },
    ]);
  });

  it('drops empty input', () => {
    expect(formatMessage('')).toEqual([]);
    expect(formatMessage('\n\n')).toEqual([]);
  });
});

describe('parseSpans', () => {
  it('marks **bold** runs', () => {
    expect(parseSpans('Drink **90 oz** a day')).toEqual([
      { text: 'Drink ', isBold: false },
      { text: '90 oz', isBold: true },
      { text: ' a day', isBold: false },
    ]);
  });

  it('leaves an unclosed ** alone', () => {
    expect(parseSpans('a ** b')).toEqual(plain('a ** b'));
  });
});
