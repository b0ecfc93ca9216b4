// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUploadWidget } from '@/forms/widgets';
import { useUploadLimitsStore } from '@/stores/upload-limits';
import { renderWidget } from '../forms/widgets/support';
import { MemoryRouter } from 'react-router-dom';
import { canSend } from '@/features/cabinet/registry-change-dialog';
import { requisitesErrors } from '@/features/cabinet/tourism-requisites-page';
import { tourismCabinetClosed } from '@/features/cabinet/cabinet-layout';
import { canChangeRole } from '@/features/cabinet/profile-page';
import { ProfileField } from '@/features/cabinet/profile-field';
import { logAction } from '@/features/admin/impersonation-log';
import { BackButton } from '@/components/back-button';
import { SystemRole } from '@common/roles';
import type { UserInstitution } from '@common/current-user';
import { makeUser } from '../app/users';

const institution = (role: number, dateIncluded: string | null): UserInstitution => ({
  institutionId: 14,
  caption: 'ООО «Ямал-Тур»',
  institutionSourceType: 2,
  institutionRole: role,
  institutionTypeId: 1,
  ogrn: '1178900004634',
  employeeId: 4,
  dateIncluded,
});

const emptyForm = {
  kpp: null,
  dirFullFioGen: null,
  foundationDoc: null,
  oktmo: null,
  bankAccount: null,
  bankPAccount: null,
  ks: null,
  eks: null,
  bankBik: null,
  bankName: null,
  isUpdateInstitutionDetails: false,
};

describe('profile rules', () => {
  it('enables Send of the register-change dialog only with files, none uploading, nothing being sent', () => {
    expect(canSend(0, 0, false)).toBe(false);
    expect(canSend(1, 1, false)).toBe(false);
    expect(canSend(1, 0, true)).toBe(false);
    expect(canSend(2, 0, false)).toBe(true);
  });

  it('checks the requisites against the spec limits before saving', () => {
    expect(requisitesErrors(emptyForm)).toEqual({});
    expect(requisitesErrors({ ...emptyForm, kpp: '8901010011' })).toEqual({ kpp: 'Максимальное кол-во символов: 9' });
    expect(requisitesErrors({ ...emptyForm, bankAccount: '1'.repeat(21) })).toEqual({
      bankAccount: 'Максимальное кол-во символов: 20',
    });
    expect(requisitesErrors({ ...emptyForm, bankName: 'Б'.repeat(257) })).toEqual({
      bankName: 'Максимальное кол-во символов: 256',
    });
    expect(Object.keys(requisitesErrors({ ...emptyForm, oktmo: '71а95' }))).toEqual(['oktmo']);
    expect(
      requisitesErrors({ ...emptyForm, oktmo: '71951000', dirFullFioGen: 'Лаптандера Игоря Николаевича' }),
    ).toEqual({});
  });

  it('closes the tourism cabinet while the inclusion date is empty or of an earlier year', () => {
    const today = new Date('2026-11-24T12:00:00Z');
    const tourism = (date: string | null) =>
      makeUser({ selectedInstitution: institution(SystemRole.TourismProvider, date) });
    expect(tourismCabinetClosed(tourism(null), today)).toBe(true);
    expect(tourismCabinetClosed(tourism('2025-12-31'), today)).toBe(true);
    expect(tourismCabinetClosed(tourism('2026-02-16'), today)).toBe(false);
    expect(
      tourismCabinetClosed(makeUser({ selectedInstitution: institution(SystemRole.ServiceProvider, null) }), today),
    ).toBe(false);
    expect(tourismCabinetClosed(null, today)).toBe(false);
  });

  it('offers the role change to users with institutions or impersonation options who are not impersonated', () => {
    expect(canChangeRole(makeUser())).toBe(false);
    expect(canChangeRole(makeUser({ availableInstitutions: [institution(SystemRole.ServiceProvider, null)] }))).toBe(
      true,
    );
    expect(canChangeRole(makeUser({ availableToImpersonate: [{ userId: 2, personId: 1, caption: 'Иванова' }] }))).toBe(
      true,
    );
    expect(
      canChangeRole(
        makeUser({ availableInstitutions: [institution(SystemRole.ServiceProvider, null)], isImpersonated: true }),
      ),
    ).toBe(false);
  });

  it("shows an empty profile value as 'отсутствует'", () => {
    render(<ProfileField label="ИНН" value={null} />);
    expect(screen.getByText('отсутствует')).toBeTruthy();
  });
});

describe('admin and shared controls', () => {
  it('words the impersonation log actions', () => {
    const row = {
      id: 1,
      at: '2026-11-18T04:02:00Z',
      adminLogin: 'admin',
      adminCaption: 'Васильев',
      targetCaption: 'Иванова',
      institutionRole: null,
    };
    expect(logAction({ ...row, action: 'start', kind: 'person' })).toBe('Вошёл как гражданин');
    expect(logAction({ ...row, action: 'start', kind: 'institution-role', institutionRole: 3 })).toBe(
      'Вошёл как сотрудник (социальный работник)',
    );
    expect(logAction({ ...row, action: 'stop', kind: null })).toBe('Завершил вход от имени');
  });

  it("leads the back button to its route, captioned 'Назад' unless told otherwise", () => {
    render(
      <MemoryRouter>
        <BackButton to="/user" />
        <BackButton to="/admin" caption="К администрированию" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Назад' }).getAttribute('href')).toBe('/user');
    expect(screen.getByRole('link', { name: 'К администрированию' }).getAttribute('href')).toBe('/admin');
  });
});

describe('upload limits of the portal setting', () => {
  it('make every file field refuse a file over the limit in force, before any upload', async () => {
    useUploadLimitsStore.getState().set({ maxReportFileSizeMb: 1, maxReportFilesCount: 10 });
    const big = new File(['%PDF'], 'скан.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 1.5 * 1024 * 1024 });
    const { onChange } = renderWidget(FileUploadWidget, { label: 'Документы', value: [] });
    await userEvent.setup().upload(screen.getByLabelText<HTMLInputElement>(/^Документы/, { selector: 'input' }), [big]);
    expect(await screen.findByText(/скан\.pdf: Файл превышает 1MB/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
