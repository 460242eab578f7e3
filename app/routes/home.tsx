import type { Route } from "./+types/home";
import { AboutSection } from "~/features/home/about-section";
import { BenefitsSection } from "~/features/home/benefits-section";
import { FeaturesSection } from "~/features/home/features-section";
import { HomeHero } from "~/features/home/home-hero";
import { MarketNowSection } from "~/features/home/market-now-section";
import { TestimonialCarousel } from "~/features/home/testimonial-carousel";
import { pageMeta } from "~/lib/seo";
import { homeMeta } from "~content/home";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, homeMeta);
}

/** Spec section 1: the home page's sections in order; the footer comes from the root layout. */
export default function Home() {
  return (
    <>
      <HomeHero />
      <FeaturesSection />
      <BenefitsSection />
      <AboutSection />
      <MarketNowSection />
      <TestimonialCarousel />
    </>
  );
}
