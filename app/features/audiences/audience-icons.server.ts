import {
  ArrowRight,
  BarChart3,
  Bell,
  Briefcase,
  Calculator,
  CalendarDays,
  Clock,
  FileChartColumn,
  GraduationCap,
  Handshake,
  Home,
  Mail,
  MapPin,
  Presentation,
  Search,
  Tag,
  Target,
  TrendingUp,
  Trophy,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { iconDrawing, type IconDrawing } from "~/components/ui/lucide-icon";
import type { AudienceIconName } from "~content/audiences/types";

/** The content names an icon; this is the one place that picks the drawing for each name. */
const audienceIcons: Record<AudienceIconName, LucideIcon> = {
  report: FileChartColumn,
  chart: BarChart3,
  presentation: Presentation,
  newsletter: Mail,
  trophy: Trophy,
  target: Target,
  clock: Clock,
  graduation: GraduationCap,
  handshake: Handshake,
  users: Users,
  "price-tag": Tag,
  calendar: CalendarDays,
  "map-pin": MapPin,
  zap: Zap,
  search: Search,
  home: Home,
  "trending-up": TrendingUp,
  calculator: Calculator,
  bell: Bell,
  briefcase: Briefcase,
};

/** A card or teaser of the content with its named icon replaced by the icon's drawing (decision 004). */
export type WithIconDrawing<Item extends { icon: AudienceIconName }> = Omit<Item, "icon"> & { icon: IconDrawing };

/** For the loader: the item with its icon's drawing, so the page's JavaScript carries no SVG paths. */
export function withIconDrawing<Item extends { icon: AudienceIconName }>(item: Item): WithIconDrawing<Item> {
  return { ...item, icon: iconDrawing(audienceIcons[item.icon]) };
}

/** The drawing of the arrow after each guide link (GuideLinks). */
export function guideArrowDrawing(): IconDrawing {
  return iconDrawing(ArrowRight);
}
