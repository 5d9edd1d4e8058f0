import { describe, expect, it } from 'vitest';
import { type BoardPick, boardKey, neighbourColumn } from './board-keyboard';

const card = { id: 7, name: 'Анна Смирнова', status: 'new' as const };

/** Presses keys on the card one after another; returns the last result. */
function press(keys: string[], start: BoardPick | null = null) {
  let pick = start;
  let result = boardKey(pick, keys[0]!, card);
  pick = result.pick;
  for (const key of keys.slice(1)) {
    result = boardKey(pick, key, card);
    pick = result.pick;
  }
  return result;
}

describe('boardKey', () => {
  it('Space or Enter picks the card up and says how to move it', () => {
    for (const key of [' ', 'Enter']) {
      const result = press([key]);
      expect(result.pick).toEqual({ id: 7, name: 'Анна Смирнова', from: 'new', target: 'new' });
      expect(result.announce?.type).toBe('picked');
      expect(result.handled).toBe(true);
    }
  });

  it('arrows choose the column, Enter drops the card there: one move', () => {
    const result = press([' ', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'ArrowRight', 'Enter']);
    expect(result.move).toEqual({ id: 7, from: 'new', to: 'paid' });
    expect(result.pick).toBeNull();
  });

  it('Space drops as well', () => {
    expect(press(['Enter', 'ArrowRight', ' ']).move).toEqual({ id: 7, from: 'new', to: 'inProgress' });
  });

  it('stops at the first and the last column', () => {
    expect(press([' ', 'ArrowLeft']).pick?.target).toBe('new');
    expect(press([' ', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight']).pick?.target).toBe('paid');
    expect(neighbourColumn('paid', 1)).toBe('paid');
    expect(neighbourColumn('rejection', -1)).toBe('inProgress');
  });

  it('Escape puts the card back: no move', () => {
    const result = press([' ', 'ArrowRight', 'Escape']);
    expect(result.move).toBeUndefined();
    expect(result.pick).toBeNull();
    expect(result.announce?.type).toBe('cancelled');
  });

  it('dropped on its own column, nothing is sent', () => {
    const result = press([' ', 'ArrowRight', 'ArrowLeft', 'Enter']);
    expect(result.move).toBeUndefined();
    expect(result.announce?.type).toBe('stayed');
  });

  it('other keys keep their meaning (Tab leaves, arrows do nothing until a card is picked)', () => {
    expect(press(['ArrowRight']).handled).toBe(false);
    expect(press(['Tab']).handled).toBe(false);
    expect(press([' ', 'Tab']).handled).toBe(false);
  });

  it('a key on another card while one is picked picks that one instead', () => {
    const other: BoardPick = { id: 9, name: 'Другая', from: 'paid', target: 'new' };
    const result = boardKey(other, 'Enter', card);
    expect(result.pick?.id).toBe(7);
    expect(result.move).toBeUndefined();
  });
});
