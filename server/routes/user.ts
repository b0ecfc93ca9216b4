import { normalizePhone } from '../../common/validation/index.ts';
import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { findProfile, updateContacts } from '../auth/users.ts';
import { messageService } from '../messages/messages.ts';
import { MSG } from '../messages.ts';
import { contactsBody, profile, yes } from '../schemas/user.ts';

const CONTACTS_ADDED = 'Новые данные успешно добавлены';
const NOTHING_TO_ADD = 'Укажите новый телефон или адрес электронной почты';

/** The signed-in user's own data: profile, contacts, unread messages. */
const userRoutes: RoutePlugin = async (app) => {
  const messages = messageService(app.db);
  app.get(
    '/user',
    {
      config: { access: ACCESS.signedIn },
      schema: { summary: 'Профиль пользователя', response: { 200: envelope(profile) } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const profile = user.personId ? await findProfile(app.db, user.personId) : undefined;
      return ok({
        ...(profile ?? {
          lastName: user.lastName,
          firstName: user.firstName,
          middleName: user.middleName,
          birthDate: user.birthDate,
          snils: user.snils,
        }),
        institution: user.selectedInstitution,
      });
    },
  );

  app.post(
    '/person-note/add',
    {
      config: { access: ACCESS.public },
      schema: {
        summary: 'Добавить телефон и/или электронную почту',
        body: contactsBody,
        response: { 200: yes },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      if (!user.personId) throw new HttpError(403, MSG.noAccess);
      const phone = request.body.phone?.trim() ? normalizePhone(request.body.phone) : undefined;
      const email = request.body.mail?.trim() || undefined;
      if (!phone && !email) throw new HttpError(400, NOTHING_TO_ADD);
      await updateContacts(app.db, user.personId, { phone, email });
      return ok(true, { severity: 'Success', text: CONTACTS_ADDED });
    },
  );

  app.get(
    '/patronage/is-unread-message-exist',
    {
      config: { access: ACCESS.signedIn },
      schema: { summary: 'Есть ли непрочитанные сообщения', response: { 200: yes } },
    },
    async (request) => ok((await messages.unread(requireAuth(request))) > 0),
  );
};

export default userRoutes;
