import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import { MapPin } from 'lucide-react';
import type { Route } from './+types/video';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { HydrateLater } from '../components/hydration.tsx';
import { usePropertyText } from '../hooks/use-property-text.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { PageHero } from '../features/company/page-hero.tsx';
import { VideoFacade } from '../features/video/video-facade.tsx';
import { newestWithVideo } from '../features/home/home-data.server.ts';
import '../i18n/catalogues/style-guide.ts';

/**
 * /video (issue 16): the newest public property whose video URL can be embedded, behind the
 * click-to-load facade (nothing is fetched from the video host before the click).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  return { found: await newestWithVideo(services.properties) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, {
    title: i18n.t('videoPage.metaTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('videoPage.metaDescription'),
    canonical: '/video',
  });
};

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const text = usePropertyText();
  const { found } = loaderData;
  return (
    <>
      <PageHero id="video-title" title={t('videoPage.title')}>
        <p className="page-hero__lead">{t('videoPage.intro')}</p>
      </PageHero>
      <div className="container section video-page">
        {found ? (
          <article className="video-page__property" aria-labelledby="video-property-title">
            <HydrateLater>
              <VideoFacade video={found.video} name={found.name} poster={found.poster ?? undefined} />
            </HydrateLater>
            <div className="video-page__summary">
              <p className="video-page__badges">
                <span className={`badge badge--${found.listingType}`}>{text.listingBadge(found)}</span>
              </p>
              <h2 id="video-property-title">{found.name}</h2>
              <p className="video-page__price">{text.price(found)}</p>
              <p className="video-page__address">
                <MapPin aria-hidden="true" size={18} />
                {found.address}
              </p>
              <Link className="button button--accent" to={`/single-property-1/${found.id}`}>
                {t('videoPage.viewDetails')}
              </Link>
            </div>
          </article>
        ) : (
          <div className="empty-state">
            <h2 className="empty-state__title">{t('videoPage.emptyTitle')}</h2>
            <p>{t('videoPage.emptyText')}</p>
            <Link className="button button--primary" to="/list-layout-new-3">
              {t('videoPage.browse')}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
