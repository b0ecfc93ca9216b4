import { Writable } from 'node:stream';
import { expect, it, describe } from 'vitest';
import { createLogger } from '../../server/logger.ts';

const SECRETS = ['112-233-445 95', '7409 123456', '500100732259', '+79991234567', 'ivanova@example.ru', 'secret-token-value'];

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _e, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

describe('log redaction', () => {
  it('masks personal data by key at any depth', () => {
    const { logger, lines } = capture();
    logger.info({ body: { snils: SECRETS[0], person: { passport: SECRETS[1], inn: SECRETS[2], phone: SECRETS[3], email: SECRETS[4] } }, token: SECRETS[5] }, 'saved');
    const text = lines.join('');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).toContain('[скрыто]');
  });

  it('masks personal data inside messages, URLs and errors', () => {
    const { logger, lines } = capture();
    logger.info(`search by ${SECRETS[0]} and ${SECRETS[3]}`);
    logger.info({ req: { url: `/api/person?snils=${encodeURIComponent(SECRETS[0])}&mail=${SECRETS[4]}` } }, 'request');
    logger.error({ err: new Error(`duplicate key snils=${SECRETS[0]} inn ${SECRETS[2]}`) }, 'failed');
    const text = lines.join('');
    for (const secret of SECRETS.slice(0, 5)) expect(text).not.toContain(secret);
    expect(text).not.toContain(encodeURIComponent(SECRETS[0]));
    expect(text).toContain('failed');
  });
});
