/**
 * A name completed or corrected in a later message, in the visitor message's own statement (`storeVisitorMessage`,
 * decision 0170, round eleven): "*Rodrigo lol autocorrect" replaces the stored first name and keeps the surname;
 * "Ostrowski. O-S-T-R-O-W-S-K-I" adds a spelled surname to a stored first name.
 */
import { describe, expect, it } from 'vitest';
import {
  findFirstNameCorrection,
  findSpelledSurname,
  withFirstNameCorrected,
  withSurnameAdded,
} from './lead-extraction.js';
import { chatWithFixtureBusiness } from './testing/chat-messages.js';

describe('reading a name correction or a spelled surname', () => {
  it('reads a starred first name, and a surname spelled letter by letter', () => {
    expect(findFirstNameCorrection('*Rodrigo lol autocorrect')).toBe('Rodrigo');
    expect(findFirstNameCorrection('*tomorrow, not today')).toBeUndefined();
    expect(findSpelledSurname('Ostrowski. O-S-T-R-O-W-S-K-I')).toBe('Ostrowski');
    expect(findSpelledSurname('Nguyen, N G U Y E N')).toBe('Nguyen');
    expect(findSpelledSurname('Ostrowski')).toBeUndefined();
    expect(findSpelledSurname('Ostrowski. O-S-T-R-O-W-S-K-Y')).toBeUndefined();
    expect(findSpelledSurname('Hello. I need a quote')).toBeUndefined();
    expect(findSpelledSurname('Yes. Y E S')).toBeUndefined();
  });

  it('corrects the first word of a stored name, and adds a surname only to a lone first name', () => {
    expect(withFirstNameCorrected('Rodeo Salas', 'Rodrigo')).toBe('Rodrigo Salas');
    expect(withFirstNameCorrected('Rodeo', 'Rodrigo')).toBe('Rodrigo');
    expect(withFirstNameCorrected(undefined, 'Rodrigo')).toBe('Rodrigo');
    expect(withSurnameAdded('Mike', 'Ostrowski')).toBe('Mike Ostrowski');
    expect(withSurnameAdded('Mike Ross', 'Ostrowski')).toBe('Mike Ross');
    expect(withSurnameAdded(undefined, 'Ostrowski')).toBeUndefined();
    expect(withSurnameAdded('Kaitlyn', 'Kaitlyn')).toBe('Kaitlyn');
  });
});

describe('a name corrected or completed in the chat', () => {
  const chat = chatWithFixtureBusiness();
  const send = async (visitorId: string, messages: string[]) =>
    (await chat.send(visitorId, messages)).conversation.visitorName;

  it('keeps the surname when the first name is corrected with an asterisk', async () => {
    expect(
      await send('name-fix-1', [
        'hey can someone service my water heater, this is Rodeo Salas 210 555 0199',
        '*Rodrigo lol autocorrect',
      ]),
    ).toBe('Rodrigo Salas');
  });

  it('adds a spelled surname to a stored first name, and leaves a full name alone', async () => {
    expect(
      await send('name-fix-2', ["I'm Mike, 414-555-0167, the drain is slow", 'Ostrowski. O-S-T-R-O-W-S-K-I']),
    ).toBe('Mike Ostrowski');
    expect(await send('name-fix-3', ["I'm Mike Ross, 414-555-0167", 'Ostrowski. O-S-T-R-O-W-S-K-I'])).toBe(
      'Mike Ross',
    );
    // A first name spelled again is no surname.
    expect(await send('name-fix-4', ["I'm Kaitlyn, 414-555-0167", 'Kaitlyn. K A I T L Y N'])).toBe('Kaitlyn');
  });
});
