import { initialPostSession, initialPreSession, type Client } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { applyClientPatch, clientChange, patchUndoing } from './client-patch';

const mia: Client = {
  id: 'c1',
  name: 'Mia Hart',
  email: 'mia@example.com',
  phone: '',
  session: { sessionDate: '2026-03-14', sessionType: 'Portrait', sessionDueDate: '', sessionPackage: 'Mini session' },
  preSession: initialPreSession(),
  postSession: initialPostSession(),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('an optimistic change to a client', () => {
  it('merges each group field by field and leaves the original alone', () => {
    const changed = applyClientPatch(mia, {
      name: 'Mia H.',
      preSession: { contractSigned: true, makeup: 'scheduled' },
    });
    expect(changed.name).toBe('Mia H.');
    expect(changed.preSession).toEqual({ ...initialPreSession(), contractSigned: true, makeup: 'scheduled' });
    expect(changed.postSession).toBe(mia.postSession);
    expect(mia.preSession.contractSigned).toBe(false);
  });

  it('is undone field by field, so another change to the same client stays', () => {
    const patch = { preSession: { contractSigned: true } };
    const undo = patchUndoing(mia, patch);
    expect(undo).toEqual({ preSession: { contractSigned: false } });
    const meanwhile = applyClientPatch(applyClientPatch(mia, patch), { preSession: { invoicePaid: true } });
    const reverted = applyClientPatch(meanwhile, undo);
    expect(reverted.preSession).toEqual({ ...initialPreSession(), invoicePaid: true });
  });

  it('undoes top-level fields and dates too', () => {
    const undo = patchUndoing(mia, {
      name: 'X',
      session: { sessionDate: '' },
      postSession: { galleryDue: '2026-04-01' },
    });
    expect(undo).toEqual({ name: 'Mia Hart', session: { sessionDate: '2026-03-14' }, postSession: { galleryDue: '' } });
  });
});

describe('clientChange', () => {
  it('shows the patch and takes back only its fields when saving fails', () => {
    const change = clientChange({ preSession: { contractSigned: true } });
    const shown = change.apply(mia);
    expect(shown.preSession.contractSigned).toBe(true);
    const meanwhile = applyClientPatch(shown, { name: 'Mia H.' });
    expect(change.revert(meanwhile, mia)).toEqual({ ...mia, name: 'Mia H.' });
  });
});
