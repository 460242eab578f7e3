import {
  BadgeDollarSign,
  BellRing,
  CalendarClock,
  ChartLine,
  FileChartColumn,
  FileText,
  Lightbulb,
  MapPin,
  PiggyBank,
  RefreshCw,
  Target,
  type LucideIcon,
} from "lucide-react";
import type { HomeIconName } from "~content/home";

/** The content names an icon; this is the one place that picks the drawing for each name. */
export const homeIcons: Record<HomeIconName, LucideIcon> = {
  refresh: RefreshCw,
  lightbulb: Lightbulb,
  report: FileChartColumn,
  "price-trends": ChartLine,
  neighborhood: MapPin,
  alerts: BellRing,
  "custom-report": FileText,
  "piggy-bank": PiggyBank,
  "dollar-badge": BadgeDollarSign,
  target: Target,
  "calendar-clock": CalendarClock,
};
