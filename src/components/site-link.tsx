import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from './visually-hidden';

/** A site as a provider wrote it ('sev-zabota.ru', 'https://…') to a link: https when no scheme is given. */
export const siteHref = (site: string) => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

/** A provider's site, opened in a new tab; a screen reader hears that it will be. */
export function SiteLink({ site }: { site: string }) {
  return (
    <Link href={siteHref(site)} target="_blank" rel="noopener noreferrer">
      {site}{' '}
      <Box component="span" sx={visuallyHidden}>
        (откроется в новой вкладке)
      </Box>
    </Link>
  );
}
