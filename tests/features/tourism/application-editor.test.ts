import { describe, expect, it } from 'vitest';
import { checkTourismApplication } from '../../../src/features/tourism/application-editor';
import { FIELDS } from '../../../src/features/tourism/fixtures';
import { APPLICATION_RULE_MESSAGES } from '../../../common/tourism/application-rules';

describe('the tour operator’s application check in the browser', () => {
  it('passes a filled organisation’s form, the fixture the stories show', () => {
    expect(checkTourismApplication(FIELDS)).toEqual([]);
  });

  it('names the missing fields and the rules between fields, as the server would', () => {
    const errors = checkTourismApplication({ ...FIELDS, caption: '', kpp: '' });
    expect(errors.map((e) => e.pointer)).toEqual(['/caption', '/kpp']);
    expect(errors[1].message).toBe(APPLICATION_RULE_MESSAGES.kppRequired);
    const entrepreneur = checkTourismApplication({ ...FIELDS, legalForm: 4 });
    expect(entrepreneur.map((e) => e.pointer).sort()).toEqual(['/inn', '/kpp', '/ogrn']);
  });
});
