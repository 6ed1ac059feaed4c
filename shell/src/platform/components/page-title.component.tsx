import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PageTitleProps {
  /** The route title, already translated. */
  title: string;
}

/** Sets the browser tab to 'route title – site title'. */
export function PageTitle({ title }: PageTitleProps) {
  const { t } = useTranslation();
  const siteTitle = t('site.title');
  useEffect(() => {
    document.title = title ? `${title} – ${siteTitle}` : siteTitle;
  }, [title, siteTitle]);
  return null;
}
