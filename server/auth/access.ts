import { SystemRole as R } from '../../common/roles.ts';

/** Access lists for route config (SystemRole numbers). Admin passes every list. */
export const ACCESS = {
  any: [R.Any],
  signedIn: [R.Public, R.ServiceProvider, R.SocialWorker, R.TourismProvider],
  admin: [R.Admin],
  public: [R.Public],
  staff: [R.ServiceProvider, R.SocialWorker],
  providers: [R.ServiceProvider, R.SocialWorker, R.TourismProvider],
} as const;
