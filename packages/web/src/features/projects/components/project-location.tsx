import { FormattedMessage } from 'react-intl';

/** 'East Legon, Accra, Ghana': the country is added when the location does not name it already. */
export function ProjectLocation({ location, country }: { location: string; country: string | null | undefined }) {
  return country && !location.includes(country) ? (
    <FormattedMessage id="projects.location" values={{ location, country }} />
  ) : (
    <>{location}</>
  );
}
