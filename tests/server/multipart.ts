/** A multipart body with one PDF file part, as POST /api/files/upload takes it (the upload tests of every area). */
export function multipart(fileName: string, content: Buffer) {
  const boundary = '----portal-test-upload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
