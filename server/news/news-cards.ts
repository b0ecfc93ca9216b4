import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/session.ts';
import { receiveUpload } from '../files/receive-upload.ts';
import { HttpError } from '../http/envelope.ts';
import { createNews, findNews, updateNews, type NewsKind, type NewsText } from '../repositories/news.ts';
import { attachNewsFile, deleteNewsCard, detachNewsFiles } from '../repositories/news-files.ts';
import { NEWS_CARD_MSG } from '../messages.ts';
import { uploadLimits } from '../system/settings.ts';
import { checkNewsCard, type NewsCardText } from '../../common/rich-text.ts';
import { validationMessages } from '../../common/validation/messages.ts';
import { sanitizeRichText } from './rich-text.ts';

/**
 * The writes of a news card kind (every-mother news, subsidy-contest announcements), the same for
 * both: the route plugins check who asks (administrators only) and name the card's 404 text.
 */
export interface NewsCardWrites {
  create(text: NewsCardText): Promise<number>;
  update(id: number, text: NewsCardText): Promise<void>;
  attach(request: FastifyRequest, id: number): Promise<void>;
  remove(id: number): Promise<void>;
  detach(id: number, fileIds: readonly string[]): Promise<number>;
}

/** Title trimmed and content sanitised; refused (400, each field's spec message) when a field is empty or too long. */
export function cleanCardText(text: NewsCardText): NewsText {
  const clean = { title: text.title.trim(), content: sanitizeRichText(text.content) };
  const errors = checkNewsCard(clean);
  const labels = { title: NEWS_CARD_MSG.titleField, content: NEWS_CARD_MSG.contentField };
  const texts = (Object.keys(errors) as Array<keyof typeof errors>).map(
    (field) => `${labels[field]}: ${errors[field]}`,
  );
  if (texts.length) throw new HttpError(400, texts[0], 'Error', { errors }, texts);
  return clean;
}

/** The writes of a kind over the app's database and file storage; `notFound` is the kind's 404 text. */
export function newsCardWrites(app: FastifyInstance, kind: NewsKind, notFound: string): NewsCardWrites {
  const removeContent = async (keys: string[]) => {
    for (const key of keys) await app.storage.remove(key);
  };
  return {
    create: (text) => createNews(app.db, kind, cleanCardText(text)),
    async update(id, text) {
      if (!(await updateNews(app.db, kind, id, cleanCardText(text)))) throw new HttpError(404, notFound);
    },
    async attach(request, id) {
      const { user } = requireAuth(request);
      // Refused before the upload is read when the card is not there.
      if (!(await findNews(app.db, kind, id))) throw new HttpError(404, notFound);
      const stored = await receiveUpload(app, request);
      try {
        const limits = await uploadLimits(app.db, app.config.maxReportFileSizeMb);
        const refusal = await attachNewsFile(app.db, kind, id, stored, user.userId, limits.maxReportFilesCount);
        if (refusal === 'no-card') throw new HttpError(404, notFound);
        if (refusal === 'duplicate') throw new HttpError(400, NEWS_CARD_MSG.duplicateFile);
        if (refusal === 'too-many')
          throw new HttpError(400, validationMessages.fileCountExceeded(limits.maxReportFilesCount));
      } catch (error) {
        await app.storage.remove(stored.storageKey);
        throw error;
      }
    },
    async remove(id) {
      const keys = await deleteNewsCard(app.db, kind, id);
      if (!keys) throw new HttpError(404, notFound);
      await removeContent(keys);
    },
    async detach(id, fileIds) {
      const keys = await detachNewsFiles(app.db, kind, id, fileIds);
      if (!keys) throw new HttpError(404, notFound);
      await removeContent(keys);
      return keys.length;
    },
  };
}
