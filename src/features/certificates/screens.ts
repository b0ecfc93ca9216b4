/** The certificates' screens, loaded together by the route table. */
export { default as CertificatesPage } from './list-page';
export { default as CertificateCardPage } from './card-page';
export { default as NewCertificatePage } from './new-certificate-page';
