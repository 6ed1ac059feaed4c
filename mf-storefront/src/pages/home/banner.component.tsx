import { keyframes, styled, useAppDispatch, useTranslation } from '@gb/shell/platform';
import { memo } from 'react';
import bannerMp4 from '../../assets/banner.mp4';
import bannerPoster from '../../assets/banner-poster.webp';
import bannerWebm from '../../assets/banner.webm';
import { orderClicked } from '../../order-form/order-intent.slice';
import { scrollToSection, SECTION_IDS } from '../../vouchers/scroll-to-section';
import { useBannerVideo } from './use-banner-video.hook';

interface BannerProps {
  /**
   * The server's first screen: the poster only (the app's video loads the file), and the buttons
   * are links to their sections, which Home scrolls to once drawn.
   */
  firstScreen?: boolean;
}

/** The banner video with the slogan and the two buttons to the voucher and order sections. */
export const Banner = memo(function Banner({ firstScreen = false }: BannerProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { video, playing, toggle } = useBannerVideo();
  const motionLabel = t(playing ? 'home.pauseVideo' : 'home.playVideo');
  return (
    <Wrapper $moving={playing}>
      {/* The poster is the video's first frame: it shows at once, the video then plays on it. */}
      <Video
        ref={video}
        muted
        loop
        playsInline
        preload={firstScreen ? 'none' : 'auto'}
        poster={bannerPoster}
        aria-hidden="true"
      >
        <source src={bannerWebm} type="video/webm" />
        <source src={bannerMp4} type="video/mp4" />
      </Video>
      <Slogan>{t('site.slogan')}</Slogan>
      <Buttons>
        {firstScreen ? (
          // The server's screen is hidden from assistive technology and out of the tab order
          // (the keyboard starts at the app's skip link); its links serve a pointer only.
          <>
            <Button as="a" href={`#${SECTION_IDS.vouchers}`} tabIndex={-1}>
              {t('home.toVouchers')}
            </Button>
            <Button as="a" href={`#${SECTION_IDS.order}`} tabIndex={-1}>
              {t('home.toOrder')}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" onClick={() => scrollToSection(SECTION_IDS.vouchers)}>
              {t('home.toVouchers')}
            </Button>
            <Button
              type="button"
              onClick={() => {
                dispatch(orderClicked({ bookletId: null }));
                scrollToSection(SECTION_IDS.order);
              }}
            >
              {t('home.toOrder')}
            </Button>
          </>
        )}
      </Buttons>
      <MotionToggle
        type="button"
        onClick={toggle}
        aria-label={motionLabel}
        title={motionLabel}
        tabIndex={firstScreen ? -1 : undefined}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </MotionToggle>
    </Wrapper>
  );
});

// The gradient shows while the video loads and where motion is unwanted.
const drift = keyframes`
  from { background-position: 0% 50%; }
  to { background-position: 100% 50%; }
`;

const Wrapper = styled.header<{ $moving: boolean }>`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.l};
  min-height: 16rem;
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primaryDark},
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.primaryDark}
  );
  background-size: 200% 100%;
  animation: ${drift} 12s ease-in-out infinite alternate;
  animation-play-state: ${({ $moving }) => ($moving ? 'running' : 'paused')};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
`;

const Video = styled.video`
  position: absolute;
  inset: 0;
  z-index: -1;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Slogan = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 2rem;
  ${({ theme }) => theme.media.md} {
    font-size: 3rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.m};
`;

const Button = styled.button`
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.l}`};
  border: 2px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: bold;
  cursor: pointer;
`;

/** Stops and restarts the video (and the gradient beneath it), in the banner's corner. */
const MotionToggle = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.spacing.s};
  bottom: ${({ theme }) => theme.spacing.s};
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 2px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.875rem;
  line-height: 1;
  cursor: pointer;
`;
