import { SitePageArticle } from './site-page-article';

/** /aboutUs: who we are and what we stand for, as operators wrote it. */
export default function AboutUsPage() {
  return <SitePageArticle name="about_us" />;
}
