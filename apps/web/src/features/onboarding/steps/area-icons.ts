import type { TaskCategory } from '@shutterdesk/core';
import {
  ClipboardCheck,
  Contact,
  Globe,
  Heart,
  Images,
  Mail,
  Search,
  Share2,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

/** The icon of each area, on its checkbox, its STEP TWO card and the summary. */
export const areaIcons: Record<TaskCategory, LucideIcon> = {
  CRM: Contact,
  Gallery: Images,
  Finance: Wallet,
  Google: Search,
  'Social Media': Share2,
  Newsletter: Mail,
  'Client Flow': ClipboardCheck,
  Website: Globe,
  Personal: Heart,
};
