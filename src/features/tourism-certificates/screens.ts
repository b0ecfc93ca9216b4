/** The tourism certificates' screens, loaded together by the route table. */
export { CertificateAdminCardPage, CertificatesAdminPage, NewCertificatePage, ShowCertificatePage } from './pages';
