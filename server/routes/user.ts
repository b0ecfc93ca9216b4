import type { FastifyPluginAsync } from 'fastify';
import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { countUnreadMessages } from '../repositories/users.ts';

/** The signed-in user's own data. */
const userRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/patronage/is-unread-message-exist',
    { config: { access: ACCESS.signedIn }, schema: { summary: 'Есть ли непрочитанные сообщения' } },
    async (request) => ok((await countUnreadMessages(app.db, requireAuth(request).user.userId)) > 0),
  );
};

export default userRoutes;
