import { describe, expect, it } from 'vitest';
import { weekdaysAsked, weekdaysIn } from './weekdays.js';

describe('weekdays', () => {
  it('finds the days a question names in full, and weekends', () => {
    expect(weekdaysAsked('any chance of a tuesday morning appointment')).toEqual([1]);
    expect(weekdaysAsked('could i swing by Wednesday afternoon')).toEqual([2]);
    expect(weekdaysAsked('are you open on weekends?')).toEqual([5, 6]);
    expect(weekdaysAsked('open saturdays?')).toEqual([5]);
    // Abbreviations in a question are too ambiguous to read as days.
    expect(weekdaysAsked('do you fix sun damage or sat dishes')).toEqual([]);
  });

  it('reads days and ranges in an hours line', () => {
    expect([...weekdaysIn('Tues: 1-6:30pm')]).toEqual([1]);
    expect([...weekdaysIn('Monday – Friday: 8am–5pm')].sort()).toEqual([0, 1, 2, 3, 4]);
    expect([...weekdaysIn('Mon-Thu 9-5, Sat 10-2')].sort()).toEqual([0, 1, 2, 3, 5]);
    expect([...weekdaysIn('Friday through Sunday')].sort()).toEqual([4, 5, 6]);
    expect([...weekdaysIn('Closed Sundays.')]).toEqual([6]);
    expect(weekdaysIn('We monitor the system').size).toBe(0);
  });
});
