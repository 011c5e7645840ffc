import { useMemo } from 'react';
import { useGetAnnouncements, type BannerAnnouncement } from '@/api';
import { useImageCdns } from '@/components/use-image-cdns';
import { resolveImageUrl } from '@/lib/image-url';
import { announcementPlatform } from '@/lib/platform';
import { BannerCarousel, type BannerSlide } from './banner-carousel';
import { bannerTarget } from './banner-target';
import { BannersSkeleton } from './banners-skeleton';

const NONE: readonly BannerAnnouncement[] = [];

/**
 * Home's one announcements call: the banners (B) and the promo popup (PU) ask the same question, so they share
 * one answer and one request. Silent: home without them is still home, so a failure shows nothing. It lives
 * here, not in a module of its own, because a module of its own would be one more script for `/` to fetch.
 */
export function useHomeAnnouncements() {
  return useGetAnnouncements(
    { platform: announcementPlatform(), types: 'B,PU' },
    { request: { silent: true }, query: { staleTime: 5 * 60_000 } },
  );
}

/** The banners in the operator's order (`sort`, those without one last), with their pictures and targets. */
export function bannerSlides(banners: readonly BannerAnnouncement[], cdns: readonly string[]): BannerSlide[] {
  return [...banners]
    .sort((a, b) => (a.sort ?? Infinity) - (b.sort ?? Infinity))
    .map((banner) => ({
      id: banner.id,
      title: banner.title,
      picture: resolveImageUrl(banner.announcementImages[0]?.url, cdns),
      target: bannerTarget(banner.link),
    }));
}

/**
 * Home's banners (announcement type B, spec section 3). Nothing at all when there are none or the call failed:
 * no empty box on home.
 */
export function HomeBanners() {
  const cdns = useImageCdns();
  const announcements = useHomeAnnouncements();
  const banners = announcements.data?.banners ?? NONE;
  const slides = useMemo(() => bannerSlides(banners, cdns), [banners, cdns]);
  if (announcements.isPending) return <BannersSkeleton />;
  if (slides.length === 0) return null;
  return <BannerCarousel slides={slides} />;
}
